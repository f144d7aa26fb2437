let sharedFormat = "H:|[two]|"
