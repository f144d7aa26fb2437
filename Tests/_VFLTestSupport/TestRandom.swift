/// TestRandom is the property tests' seeded generator (a 64-bit linear congruential one): the
/// same cases on every run and machine, and a failing case found again from its seed.
public struct TestRandom {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    /// A number in `0..<bound`.
    public mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }
}
