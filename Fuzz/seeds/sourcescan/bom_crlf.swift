import UIKit

let c = NSLayoutConstraint.constraints(withVisualFormat: "H:|-(8)-[a]|", options: [], metrics: nil, views: ["a": a])
let d = "H:|-(8)-[a]|"
