/// The page's script, served at `/page.js`: this part draws an answer with the same markup as
/// `PageResult`; `PageControls` sends the screenshots and keeps the played words. The page
/// works without it (the form posts to the server, which draws the result).
enum PageScript {
  /// The whole script: the drawing, then the controls, in one scope.
  static let js = "(() => {\n\"use strict\";\n" + drawing + PageControls.js + "})();\n"

  static let drawing = #"""
    const form = document.getElementById("ask");
    const result = document.getElementById("result");
    const file = document.getElementById("shot");
    const themes = JSON.parse(document.getElementById("themes").textContent);
    // The engine's reasons by code ({text, proof}), when the server has them.
    const reasonsNode = document.getElementById("reasons");
    const reasons = reasonsNode ? JSON.parse(reasonsNode.textContent) : {};
    const esc = s => String(s).replace(/[&<>"']/g, c => ({"&": "&amp;", "<": "&lt;",
      ">": "&gt;", '"': "&quot;", "'": "&#39;"})[c]);
    const signed = n => n >= 0 ? "+" + n : String(n);
    const side = o => o === "b" || o === "B" ? 1 : o === "r" || o === "R" ? 2 : 0;
    const orders = {length: "longest first", score: "best score first", best: "the engine's order"};
    const ownerWords = {w: "free", b: "yours", B: "yours, defended", r: "opponent's",
      R: "opponent's, defended"};

    // Black or white, whichever stands out more from the tile (WCAG luminance), as TileMark.
    function markOn(hex) {
      const v = parseInt(hex.slice(1), 16);
      const lin = c => { const s = c / 255; return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; };
      const l = 0.2126 * lin(v >> 16) + 0.7152 * lin((v >> 8) & 255) + 0.0722 * lin(v & 255);
      return (l + 0.05) * (l + 0.05) >= 0.05 * 1.05 ? ["#000000", "#ffffff"] : ["#ffffff", "#000000"];
    }

    function colours(board) {
      if (board.theme && themes[board.theme]) return themes[board.theme];
      // No named theme: the colours seen, each missing one from the light theme.
      const light = themes.light, p = board.palette || {};
      const ink = hex => {
        const v = parseInt(hex.slice(1), 16), r = v >> 16, g = (v >> 8) & 255, b = v & 255;
        const lum = 0.2126 * r + 0.7152 * g + 0.0722 * b;
        const mix = lum > 128 ? (c => Math.floor(c / 5)) : (c => c + Math.floor((255 - c) * 4 / 5));
        return "#" + [r, g, b].map(c => mix(c).toString(16).padStart(2, "0")).join("");
      };
      const pick = (k, fallback) => p[k] || fallback;
      const tile = {
        w: [pick("neutral_even", light.tile.w[0]), pick("neutral_odd", light.tile.w[1])],
        b: pick("player", light.tile.b), B: pick("player_defended", light.tile.B),
        r: pick("opponent", light.tile.r), R: pick("opponent_defended", light.tile.R)};
      const letter = {};
      for (const k in tile) letter[k] = Array.isArray(tile[k]) ? tile[k].map(ink) : ink(tile[k]);
      return {tile, letter};
    }
    const pickColour = (table, owner, r, c) => {
      const v = table[owner];
      return Array.isArray(v) ? v[(r + c) % 2] : v;
    };

    function solved(data, ranking) {
      // The move to play is the answer's "best", as the command line's "Best move:" line.
      const b = data.board, pal = colours(b), moves = data.words, best = data.best || null;
      const marked = best && best.tiles ? best.tiles : [];
      const themeName = b.theme ? b.theme + " theme" : "colours of no known theme";
      let h = '<div class="layout"><div class="boardside"><table class="board"><caption>Board ('
        + esc(themeName)
        + ')</caption><thead><tr><td></td>';
      for (let c = 1; c <= 5; c++) h += '<th scope="col">' + c + "</th>";
      h += "</tr></thead><tbody>";
      for (let r = 0; r < 5; r++) {
        h += '<tr><th scope="row">' + (r + 1) + "</th>";
        for (let c = 0; c < 5; c++) {
          const i = r * 5 + c, o = b.ownership[i], order = marked.indexOf(i);
          const tile = pickColour(pal.tile, o, r, c), mark = markOn(tile);
          h += '<td data-i="' + i + '"' + (order < 0 ? "" : ' class="marked"') + ' style="background:'
            + tile + ";color:" + pickColour(pal.letter, o, r, c) + ";--mark:" + mark[0]
            + ";--mark-ink:" + mark[1] + '">'
            + '<span class="letter">' + esc(b.letters[i]) + "</span>"
            + '<span class="sr">, ' + (ownerWords[o] || "free") + "</span>"
            + (order < 0 ? "" : '<span class="order">' + (order + 1) + "</span>") + "</td>";
        }
        h += "</tr>";
      }
      h += "</tbody></table>";
      const sides = [...b.ownership].map(side);
      const mine = sides.filter(s => s === 1).length, theirs = sides.filter(s => s === 2).length;
      const left = 25 - mine - theirs, lead = mine - theirs;
      h += '<p class="score">You ' + mine + " \u2013 " + theirs + " opponent, " + left + " tile"
        + (left === 1 ? "" : "s") + " left</p>";
      for (const w of b.warnings || []) h += '<p class="status">Note: ' + esc(w) + "</p>";
      h += '</div><div class="moveside">';
      // The move to play is a row of its own: a tap on it marks its tiles again.
      const line = bestLine(data, b, best, left, lead);
      h += best && best.tiles && left > 0
        ? '<button type="button" class="best" data-tiles="' + best.tiles.join(",")
          + '" aria-pressed="true">' + line + "</button>"
        : '<p class="best">' + line + "</p>";
      // The proved win the best move plays on past, worded as BestMoveLine.sureWin.
      const sure = data.sureWin;
      if (sure && sure.tiles && left > 0) {
        h += '<button type="button" class="sure" data-tiles="' + sure.tiles.join(",")
          + '" aria-pressed="false">Sure win: <strong class="word">' + esc(sure.word)
          + "</strong> (" + signed(gainOf(sure, lead)) + ")  " + chanceOf(sure) + "</button>";
      }
      // A finished game has nothing to play: no list.
      if (left === 0) return h + "</div></div>";
      let head = data.playable + " playable word" + (data.playable === 1 ? "" : "s");
      if (moves.length) {
        const order = orders[ranking] || "by " + ranking;
        head += moves.length < data.playable ? ", top " + moves.length + ", " + order : ", " + order;
      }
      h += '<h2 class="status" id="moves-heading">' + esc(head) + "</h2>";
      if (moves.length) {
        h += '<p class="legend">+N: what the word adds to your lead (1 a free tile, 2 an '
          + "opponent's tile); then the score after it, you first.</p>";
      }
      h += '<ol class="moves" aria-labelledby="moves-heading">';
      moves.forEach((m, n) => {
        const where = m.tiles.map(t => "(" + (Math.floor(t / 5) + 1) + "," + (t % 5 + 1) + ")").join(" ");
        h += '<li><button type="button" data-tiles="' + m.tiles.join(",") + '" aria-pressed="'
          + 'false"><span class="n">' + (n + 1) + '</span><span class="word">' + esc(m.word)
          + '</span><span class="pts">' + signed(gainOf(m, lead)) + "</span>"
          + '<span class="after" title="score after the word, you first">' + scoreAfter(b.ownership, m)
          + "</span><span>"
          + (m.win ? '<span class="flag w">WIN</span>' : "")
          + (m.loss ? '<span class="flag l">LOSS</span>' : "")
          + '</span><span class="where">' + where + "</span></button></li>";
      });
      return h + "</ol></div></div>";
    }

    // The best move's line, worded as BestMoveLine (LetterfunJSON), which draws it without
    // scripts; a pass (an answer whose best move has no word) reads "Pass".
    function bestLine(data, b, best, left, lead) {
      if (left === 0) {
        return data.result
          ? "Game over: you " + (data.result.you > data.result.opponent ? "won " : "lost ")
            + data.result.you + "\u2013" + data.result.opponent + "."
          : "No move: the game is over, every tile is taken.";
      }
      if (best && best.pass) {
        const chance = chanceOf(best);
        return 'Best move: <strong class="word">Pass</strong>' + (chance ? "  " + chance : "");
      }
      if (!best) {
        return "No move: no word can be played on this board; you pass (two passes in a row "
          + "end the game).";
      }
      let h = 'Best move: <strong class="word">' + esc(best.word) + "</strong> ("
        + signed(gainOf(best, lead)) + ")";
      // A win fills the board: the final score follows from the lead after the move.
      if (best.win) h += " WIN, ending the game " + scoreAfter(b.ownership, best);
      else if (best.loss) h += " LOSS (every word loses; this one ends the game " + scoreAfter(b.ownership, best) + ")";
      else if (chanceOf(best) !== null) h += "  " + chanceOf(best);
      else if (best.safe === false) h += " unsafe (every word leaves the opponent a winning reply)";
      return h;
    }

    // What a move adds to the lead: the answer's "gain" when it has one, else worked out from
    // its score (the lead after it).
    const gainOf = (m, lead) => typeof m.gain === "number" ? m.gain : m.score - lead;

    // "24\u20131": the tiles each side holds after the move, you first. A free tile becomes
    // yours; an opponent's undefended one ("r") too; defended ones ("R") and yours stay.
    function scoreAfter(ownership, m) {
      const owners = [...ownership];
      for (const t of m.tiles) if (owners[t] === "w" || owners[t] === "r") owners[t] = "b";
      const sides = owners.map(side);
      return sides.filter(s => s === 1).length + "\u2013" + sides.filter(s => s === 2).length;
    }

    // "62% to win \u2014 forces a win": the engine's chance after the move and why, worded as
    // the command line words it ("forces a win by 5 or more" with a proved margin); null when
    // the answer has none. A proof is 100% or 0%, an estimate stays within 1-99%.
    function chanceOf(m) {
      if (typeof m.value !== "number") return null;
      const reason = reasons[m.reason];
      const percent = reason && reason.proof ? (m.value >= 1 ? 100 : 0)
        : Math.min(99, Math.max(1, Math.round(m.value * 100)));
      const by = typeof m.margin === "number" ? " by " + m.margin + " or more" : "";
      return percent + "% to win" + (reason ? " \u2014 " + reason.text + by : "");
    }

    const headings = {"bad-played-word": "The words already played were not understood",
      "bad-query": "The request was not understood", "bad-form": "The request was not understood",
      busy: "The server is busy", network: "The server could not be reached",
      "no-picture": "No screenshot was pasted", "empty-body": "No screenshot was sent"};

    function refused(error) {
      return '<div class="refusal" role="alert" data-code="' + esc(error.code) + '"><h2>'
        + (headings[error.code] || "This screenshot was not read") + "</h2>"
        + '<p class="message">' + esc(error.message) + '</p><p class="code">' + esc(error.code)
        + "</p></div>";
    }

    """#
}
