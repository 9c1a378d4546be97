/// The game's own letter frequencies: how often each letter (A-Z) appears on real Letterpress
/// boards, which are nearly flat over the alphabet, unlike English text.
///
/// Counted from /work/shared/screenshots/labels.json: the records with `expect: board`, each
/// distinct `letters` string once (a board appears in several themes and as CgBI copies):
/// 37 boards, 925 letters. `LetterTableTests` recounts it from the file. One of the 37 is
/// jpsim/LetterpressPlayer's l13.png, A to Y in order, which adds one to every letter but Z.
public let gameLetterCounts = [
  42, 27, 42, 36, 52, 28, 35, 31, 41, 8, 25, 33, 32, 61, 54, 39, 11, 42, 73, 52, 27, 27, 30, 20,
  33, 24,
]
