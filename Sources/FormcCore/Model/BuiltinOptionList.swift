/// The option lists formc knows by name, where the data is a public standard
/// (`options: { prefecture: { builtin: jp_prefectures } }`): a spec names one
/// instead of pasting its items, and it is checked and generated exactly as
/// if the items had been written out.
public enum BuiltinOptionList: String, CaseIterable, Sendable {
    /// The 47 prefectures of Japan in JIS X 0401 order: values `"01"` (北海道)
    /// to `"47"` (沖縄県), Japanese labels, romanised case names; each item's
    /// `parents` is its region of ``jpRegions``, so a picker over `jp_regions`
    /// can filter a picker over this list.
    case jpPrefectures = "jp_prefectures"
    /// The 8 regions of Japan as usually taught (八地方区分), the parents of ``jpPrefectures``.
    case jpRegions = "jp_regions"

    /// One item as written in a spec.
    public struct Item: Equatable, Sendable {
        /// The code stored in the model.
        public var value: String
        /// What the picker shows.
        public var label: String
        /// The spec name of the enum case (`hokkaido`).
        public var name: String
        /// The parent values under which the item is shown (empty for a list that no list filters by).
        public var parents: [String]
    }

    /// The list's items, in order.
    public var items: [Item] {
        switch self {
        case .jpPrefectures: Self.prefectures
        case .jpRegions: Self.regions
        }
    }

    private static let regions: [Item] = [
        ("hokkaido", "北海道"), ("tohoku", "東北"), ("kanto", "関東"), ("chubu", "中部"), ("kinki", "近畿"),
        ("chugoku", "中国"), ("shikoku", "四国"), ("kyushu_okinawa", "九州・沖縄"),
    ].map { Item(value: $0.0, label: $0.1, name: $0.0, parents: []) }

    /// JIS X 0401: code, label, romanised name (Hepburn, no macrons), region.
    private static let prefectures: [Item] = [
        ("01", "北海道", "hokkaido", "hokkaido"),
        ("02", "青森県", "aomori", "tohoku"),
        ("03", "岩手県", "iwate", "tohoku"),
        ("04", "宮城県", "miyagi", "tohoku"),
        ("05", "秋田県", "akita", "tohoku"),
        ("06", "山形県", "yamagata", "tohoku"),
        ("07", "福島県", "fukushima", "tohoku"),
        ("08", "茨城県", "ibaraki", "kanto"),
        ("09", "栃木県", "tochigi", "kanto"),
        ("10", "群馬県", "gunma", "kanto"),
        ("11", "埼玉県", "saitama", "kanto"),
        ("12", "千葉県", "chiba", "kanto"),
        ("13", "東京都", "tokyo", "kanto"),
        ("14", "神奈川県", "kanagawa", "kanto"),
        ("15", "新潟県", "niigata", "chubu"),
        ("16", "富山県", "toyama", "chubu"),
        ("17", "石川県", "ishikawa", "chubu"),
        ("18", "福井県", "fukui", "chubu"),
        ("19", "山梨県", "yamanashi", "chubu"),
        ("20", "長野県", "nagano", "chubu"),
        ("21", "岐阜県", "gifu", "chubu"),
        ("22", "静岡県", "shizuoka", "chubu"),
        ("23", "愛知県", "aichi", "chubu"),
        ("24", "三重県", "mie", "kinki"),
        ("25", "滋賀県", "shiga", "kinki"),
        ("26", "京都府", "kyoto", "kinki"),
        ("27", "大阪府", "osaka", "kinki"),
        ("28", "兵庫県", "hyogo", "kinki"),
        ("29", "奈良県", "nara", "kinki"),
        ("30", "和歌山県", "wakayama", "kinki"),
        ("31", "鳥取県", "tottori", "chugoku"),
        ("32", "島根県", "shimane", "chugoku"),
        ("33", "岡山県", "okayama", "chugoku"),
        ("34", "広島県", "hiroshima", "chugoku"),
        ("35", "山口県", "yamaguchi", "chugoku"),
        ("36", "徳島県", "tokushima", "shikoku"),
        ("37", "香川県", "kagawa", "shikoku"),
        ("38", "愛媛県", "ehime", "shikoku"),
        ("39", "高知県", "kochi", "shikoku"),
        ("40", "福岡県", "fukuoka", "kyushu_okinawa"),
        ("41", "佐賀県", "saga", "kyushu_okinawa"),
        ("42", "長崎県", "nagasaki", "kyushu_okinawa"),
        ("43", "熊本県", "kumamoto", "kyushu_okinawa"),
        ("44", "大分県", "oita", "kyushu_okinawa"),
        ("45", "宮崎県", "miyazaki", "kyushu_okinawa"),
        ("46", "鹿児島県", "kagoshima", "kyushu_okinawa"),
        ("47", "沖縄県", "okinawa", "kyushu_okinawa"),
    ].map { Item(value: $0.0, label: $0.1, name: $0.2, parents: [$0.3]) }
}
