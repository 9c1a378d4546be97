import HTTPTypes
import Hummingbird
import LetterfunCore

/// Why the server refused a request before (or instead of) reading a board: each with the
/// HTTP status it answers and a stable code, like the CLI's refusals.
public enum ServerError: LetterfunError, Equatable {
  case emptyBody
  /// The page's form was sent without a screenshot (the same code as an empty API body).
  case noScreenshot
  case tooLarge(limit: Int)
  case uploadTimeout(seconds: Int)
  case badQuery(String)
  /// The played words, as the CLI's `--played` refuses them (the same code).
  case badPlayed(String)
  /// A form post that is not the page's form, or past the form's limits.
  case badForm(String)
  case busy
  /// A request NIO could not parse: its request line or a header past the limits, or malformed.
  case unreadableRequest
  case notFound(path: String)
  case methodNotAllowed(allowed: [String])

  public var code: String {
    switch self {
    case .emptyBody, .noScreenshot: "empty-body"
    case .tooLarge: "too-large"
    case .uploadTimeout: "upload-timeout"
    case .badQuery: "bad-query"
    case .badPlayed: "bad-played-word"
    case .badForm: "bad-form"
    case .busy: "busy"
    case .unreadableRequest: "bad-request"
    case .notFound: "not-found"
    case .methodNotAllowed: "method-not-allowed"
    }
  }

  public var description: String {
    switch self {
    case .emptyBody: "no image was sent: post the screenshot's bytes as the request body"
    case .noScreenshot: "no screenshot was chosen: choose a Letterpress screenshot first"
    case .tooLarge(let limit):
      "the upload is larger than \(limit >> 20) MB; a screenshot is a few MB at most"
    case .uploadTimeout(let s): "the upload took longer than \(s) s and was stopped"
    case .badQuery(let why), .badPlayed(let why), .badForm(let why): why
    case .busy: "the server is busy reading other screenshots; try again in a moment"
    case .unreadableRequest:
      "the request could not be read: its address or a header is too long (8 KB of query at most) or malformed"
    case .notFound: "there is nothing at this address; the page is at /"
    case .methodNotAllowed(let allowed):
      "this address answers \(allowed.joined(separator: " and ")) only"
    }
  }

  /// The HTTP status this refusal answers with.
  public var status: HTTPResponse.Status {
    switch self {
    case .emptyBody, .noScreenshot, .badQuery, .badPlayed, .badForm, .unreadableRequest: .badRequest
    case .tooLarge: .contentTooLarge
    case .uploadTimeout: .requestTimeout
    case .busy: .serviceUnavailable
    case .notFound: .notFound
    case .methodNotAllowed: .methodNotAllowed
    }
  }
}
