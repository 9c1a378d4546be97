/// What the game shows above the board: the two players' pictures, each in its player's colour
/// (a filled smiley, or a photo in a ring), and under each the player's score.
///
/// The pictures are not in a fixed order: the screenshot owner's is on the left in some games and
/// on the right in others, so only a picture's colour says whose it is.
public struct HeaderView: Sendable, Equatable {
  /// One player's picture and the score under it.
  public struct Player: Sendable, Equatable {
    /// The picture's centre and diameter, in image pixels.
    public var centreX: Double
    public var centreY: Double
    public var diameter: Double
    /// The picture's colour: its ring, or the whole disc of a smiley.
    public var colour: RGB
    /// The boxes of the score's digits, left to right, in image pixels.
    public var digits: [ImageRect]
  }

  /// The two pictures, left to right.
  public var players: [Player]
  /// The colour behind the pictures.
  public var background: RGB
}
