func f(a: UIView) {
    var c: [NSLayoutConstraint] = []
    c += NSLayoutConstraint.constraints(withVisualFormat: "H:|[a]|", options: [], metrics: nil, views: ["a": a])
    c.
