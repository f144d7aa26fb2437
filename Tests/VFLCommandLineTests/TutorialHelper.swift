/// The helper Swift tutorials teach (`func addConstraintsWithFormat(format:views:)`, views one
/// by one as `v0`, `v1`, …), which the tools infer, and a call of it from another file with a
/// mistake in its format: the project the helper-reading tests of vfl-lint, vfl-fmt and the
/// language server are run on.
enum TutorialHelper {
    static let path = "Extensions/UIView+Layout.swift"

    static let source = """
        extension UIView {
            func addConstraintsWithFormat(format: String, views: UIView...) {
                var viewsDictionary = [String: UIView]()
                for (index, view) in views.enumerated() { viewsDictionary["v\\(index)"] = view }
                addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: viewsDictionary))
            }
        }

        """

    /// A call that passes two views and names a third (`v2`, an `unknown_view` error).
    static let cell = """
        final class FeedCell: UICollectionViewCell {
            func setUp() {
                addConstraintsWithFormat(format: "V:|-8-[v0(44)]-[v2]|", views: avatar, name)
            }
        }

        """

    static let mistake = "'v2' is not a key in the views dictionary"
}
