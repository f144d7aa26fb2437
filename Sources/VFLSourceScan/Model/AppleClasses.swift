/// The names of Apple's classes and protocols the model relies on, in one place: UIKit's and
/// AppKit's views (WebKit's and MapKit's too), their controllers, and the protocols a view or
/// its controller adopts. A project's own type of one of these names would hide Apple's; the
/// model does not look for one.
enum AppleClasses {
    /// View classes.
    static let views: Set<String> = [
        "UIView", "UILabel", "UIButton", "UIImageView", "UIStackView", "UIScrollView", "UITableView", "UICollectionView",
        "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView", "UITextField",
        "UITextView", "UISwitch", "UISlider", "UIControl", "UIActivityIndicatorView", "UIProgressView", "UISegmentedControl",
        "UIPageControl", "UIStepper", "UIDatePicker", "UIPickerView", "UINavigationBar", "UIToolbar", "UITabBar", "UISearchBar",
        "UIVisualEffectView", "UIWindow", "UIInputView", "WKWebView", "MKMapView",
        "NSView", "NSButton", "NSTextField", "NSImageView", "NSStackView", "NSScrollView", "NSTableView", "NSOutlineView",
        "NSCollectionView", "NSBox", "NSSlider", "NSProgressIndicator", "NSPopUpButton", "NSSegmentedControl", "NSTextView",
        "NSControl", "NSVisualEffectView", "NSClipView", "NSSplitView", "NSTabView", "NSDatePicker", "NSColorWell",
        "NSTableCellView", "NSTableRowView",
    ]

    /// View controllers, window controllers and AppKit's collection view item (a controller).
    static let controllers: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIPageViewController", "UISplitViewController",
        "NSViewController", "NSWindowController", "NSCollectionViewItem",
    ]

    /// Protocols a view or its controller adopts, none of which requires a property.
    static let delegateProtocols: Set<String> = [
        "UITableViewDataSource", "UITableViewDelegate", "UICollectionViewDataSource", "UICollectionViewDelegate",
        "UICollectionViewDelegateFlowLayout", "UIScrollViewDelegate", "UITextFieldDelegate", "UITextViewDelegate",
        "UIGestureRecognizerDelegate", "UIPickerViewDataSource", "UIPickerViewDelegate", "UISearchBarDelegate",
        "UINavigationControllerDelegate", "UIImagePickerControllerDelegate", "UIPopoverPresentationControllerDelegate",
        "UIAdaptivePresentationControllerDelegate", "UIViewControllerTransitioningDelegate", "UITabBarControllerDelegate",
        "UIPageViewControllerDataSource", "UIPageViewControllerDelegate", "UISearchResultsUpdating", "UISearchControllerDelegate",
        "WKNavigationDelegate", "WKUIDelegate", "NSTableViewDataSource", "NSTableViewDelegate", "NSCollectionViewDataSource",
        "NSCollectionViewDelegate", "NSTextFieldDelegate", "NSTextViewDelegate", "NSWindowDelegate", "NSOutlineViewDataSource",
        "NSOutlineViewDelegate",
    ]

    /// Classes whose initializers call no method a subclass overrides to set up its members:
    /// every view and controller above (`NSWindow`, which AppKit sets up through its own
    /// methods, is not one).
    static let settingUpNothing = views.union(controllers).subtracting(["UIWindow"])

    /// What a view or its controller may inherit from and adopt without a property a project
    /// names being required: the views, controllers and protocols above, `NSObject` and
    /// `NSWindow`.
    static let supertypesRequiringNoProperty = views.union(controllers).union(delegateProtocols).union(["NSObject", "NSWindow"])
}
