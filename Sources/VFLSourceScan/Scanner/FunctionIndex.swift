/// FunctionIndex holds the scanner's functions (`SourceScanner.functions`) by how a call names
/// them, so that a call is compared with the few helpers of its name, not with every helper of
/// the project (a project may define thousands; a file makes thousands of calls).
struct FunctionIndex {
    /// The functions registered by name (no signature), in order.
    var registered: [FormatFunction] = []
    /// The places in `functions` of the readable signature helpers: by call name, those whose
    /// selector's first piece has no name (`[vfl :@"…"]`), and those told apart by the type
    /// around a call (`HelperSignature.isToldApartByType`), by call name and type; each in order.
    var byName: [NameKey: [Int]] = [:]
    var unnamed: [Int] = []
    var byType: [NameKey: [String: [Int]]] = [:]

    init(_ functions: [FormatFunction]) {
        for (k, function) in functions.enumerated() {
            guard let signature = function.signature else {
                registered.append(function)
                continue
            }
            if signature.isAmbiguous { continue }
            if signature.callName.isEmpty {
                unnamed.append(k)
            } else if signature.isToldApartByType, case .own(_, _, let type) = signature.views {
                byType[NameKey(signature.callName), default: [:]][type, default: []].append(k)
            } else {
                byName[NameKey(signature.callName), default: []].append(k)
            }
        }
    }
}

extension SourceScanner {
    /// `FunctionIndex` of `functions`, made again after they change.
    var functionIndex: FunctionIndex {
        if let known = indexedFunctions { return known }
        let index = FunctionIndex(functions)
        indexedFunctions = index
        return index
    }

    /// The places in `functions`, in order, of the signature helpers a call named at `index`
    /// may reach by its name (and, for one told apart by type, by the type it is sent in).
    func helperCandidates(at index: Int, unnamedPiece: Bool) -> [Int] {
        let functions = functionIndex
        let key = nameKey(index)
        var candidates = functions.byName[key] ?? []
        if unnamedPiece { candidates += functions.unnamed }
        if let types = functions.byType[key], sentToSelf(index), let type = typeName(enclosingType(of: index)), let typed = types[type] {
            candidates += typed
        }
        if unnamedPiece || functions.byType[key] != nil { candidates.sort() }
        return candidates
    }
}
