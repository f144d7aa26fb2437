final class H: UIView {
    func go(w: Bool, m: [String: String]?) {
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a\(w ? "(==1)" : "")]-[b]\(w ? "-[c]" : "")|", options: [], metrics: nil, views: ["a": a, "b": b, "c": c]))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[a]\(m?["g"] ?? "")[b]\("-")|", options: [], metrics: nil, views: ["a": a, "b": b]))
    }
}
