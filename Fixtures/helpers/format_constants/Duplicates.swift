// A second declaration of a name the other file declares with other text: which one a call
// reaches cannot be told, so neither is read.
enum OtherFormats2 {}
let sharedFormat = "H:|[one]|"
