// avatar.widthAnchor.constraint(equalToConstant: 40).isActive = true
/* old: /* nested */ avatar.heightAnchor.constraint(equalToConstant: 40) */
final class Card: UIView {
    func build() {
        let note = "title.topAnchor.constraint(equalTo: topAnchor, constant: 2) \(name) \(tags["a\"b"])"
        let raw = #"a "b" \(c) bottomAnchor.constraint(equalToConstant: 5)"#
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            avatar.widthAnchor.constraint(equalToConstant: 48),
            self.card.heightAnchor.constraint(greaterThanOrEqualTo: card.widthAnchor, multiplier: 0.5, constant: -4),
            title.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 8),
        ])
        let h = title.heightAnchor.constraint(equalToConstant: 20)
        h.identifier = "title-height"
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[title]-8-[badge(>=24@750)]-|", options: [], metrics: nil, views: ["title": title, "badge": badge]))
    }
}
