import UIKit

/// The project's formats, kept in one place and named by the views that use them.
enum LayoutFormats {
    static let header = "H:|-[avatar(40)]-[nmae]-|"
    static let stacked: String = "V:|-[avatar]-[name]-|"
    // Traps: private, an instance's, built from pieces, declared twice with other text.
    private static let hidden = "H:|[secret]|"
    let perInstance = "H:|[instance]|"
    static let joined = "H:|-[name]" + "-|"
}

enum OtherFormats {
    static let row = "H:|[left][right]|"
}

/// Constants of a nested type, named by their whole path.
struct Constants {
    struct Layout {
        static let card = "H:|-[avatar]-[nane]-|"
    }
}

/// A file-level constant, named alone.
let footerFormat = "V:[footr]-|"
