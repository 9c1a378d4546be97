/// The page script's controls (after `PageScript.drawing`, in its scope): each screenshot,
/// chosen, pasted or dropped, is sent to the API with the upload before it cancelled, and only
/// the newest answer is drawn; the played words are kept on the device for each game.
enum PageControls {
  static let js = #"""
    const go = form.querySelector("button.go");
    const goLabel = go.textContent;
    const announce = document.getElementById("announce");
    const played = form.played;
    const playedList = document.getElementById("played-list");
    const playedNote = document.getElementById("played-note");
    const paste = document.getElementById("paste");
    // The screenshot last sent, sent again by "Find words" or when the played words change.
    let current = null;
    let inFlight = null;
    let serial = 0;
    // The letters of the board shown: a game's letters never change, so they name the game.
    let game = null;
    // The played words the server's word list lacks, from the last answer.
    let notWords = [];
    // The script sends the screenshot it holds: the field may be empty after a choice.
    form.noValidate = true;
    file.required = false;

    const wordsOf = text => text.split(/[\s,]+/).map(w => w.toUpperCase()).filter(Boolean);
    const sameWords = (a, b) => a.length === b.length && a.every((w, n) => w === b[n]);
    const store = {
      key: letters => "letterfun.played." + letters,
      get(letters) {
        try { return JSON.parse(localStorage.getItem(this.key(letters)) || "[]"); } catch (e) { return []; }
      },
      set(letters, words) {
        try {
          if (words.length) localStorage.setItem(this.key(letters), JSON.stringify(words));
          else localStorage.removeItem(this.key(letters));
        } catch (e) { /* private mode: the words are kept for this visit only */ }
      }
    };

    // Whether `word` can be spelled with the board's letters, each tile used once.
    function spellable(word, letters) {
      const left = {};
      for (const c of letters.toUpperCase()) left[c] = (left[c] || 0) + 1;
      for (const c of word) { if (!left[c]) return false; left[c] -= 1; }
      return true;
    }

    // Why `word` cannot be a played word of this game, or null.
    function problem(word) {
      if (!/^[A-Z]+$/.test(word)) return "is not a word of letters A\u2013Z";
      if (game && !spellable(word, game)) return "cannot be spelled with this board's letters";
      if (notWords.includes(word)) return "is not in the word list";
      return null;
    }

    // The played words shown back as a list, each with a button that takes it out.
    function showPlayed(refused) {
      const words = wordsOf(played.value);
      const notes = [];
      playedList.innerHTML = words.map(w => {
        const why = problem(w);
        if (why) notes.push(w + " " + why);
        return '<li' + (why ? ' class="bad"' : "") + '><span class="word">' + esc(w) + "</span>"
          + (why ? '<span class="why">' + esc(why) + "</span>" : "")
          + '<button type="button" data-word="' + esc(w) + '" aria-label="Remove ' + esc(w)
          + '">\u00d7</button></li>';
      }).join("");
      playedList.hidden = words.length === 0;
      playedNote.textContent = notes.length ? "Not a played word: " + notes.join("; ") + "." : "";
      played.setAttribute("aria-invalid", String(notes.length > 0 || refused === true));
    }

    playedList.addEventListener("click", e => {
      const button = e.target.closest("button[data-word]");
      if (!button) return;
      played.value = wordsOf(played.value).filter(w => w !== button.dataset.word).join(", ");
      showPlayed();
      if (game) store.set(game, wordsOf(played.value));
      if (current) ask(current);
      played.focus();
    });
    played.addEventListener("input", () => showPlayed());

    function busy(on) {
      go.textContent = on ? "Reading the screenshot\u2026" : goLabel;
      result.setAttribute("aria-busy", String(on));
    }

    function draw(data, ranking) {
      result.innerHTML = data.error ? refused(data.error) : solved(data, ranking);
      const best = result.querySelector(".best");
      const word = result.querySelector(".best .word");
      document.title = (data.error ? "Not read" : word ? word.textContent : "No move") + " \u2013 letterfun";
      // The live region says the move only; a refusal speaks through its own alert.
      announce.textContent = data.error || !best ? "" : best.textContent;
      showPlayed(!!data.error && data.error.code === "bad-played-word");
      // The player came for the move: the board with it marked, and the line naming it (beside
      // the board on a wide screen, under it on a phone).
      (result.querySelector(".layout") || result).scrollIntoView({block: "start"});
    }

    // Sends `blob` (a screenshot), cancelling the upload before it; draws its answer only if no
    // newer upload started meanwhile. A board of another game brings that game's played words.
    async function ask(blob, again) {
      if (!blob) { file.click(); return; }
      current = blob;
      if (inFlight) inFlight.abort();
      inFlight = null;
      const mine = ++serial;
      // An empty file (a download that failed, a cloud placeholder) is said in the page's words,
      // not the API's, and not sent.
      if (blob.size === 0) {
        current = null;
        busy(false);
        draw({error: {code: "empty-body", message: "the file chosen is empty (0 bytes): choose the screenshot itself"}}, form.rank.value);
        return;
      }
      const control = new AbortController();
      inFlight = control;
      const ranking = form.rank.value;
      const sent = wordsOf(played.value);
      const query = new URLSearchParams({rank: ranking, played: sent.join(",")});
      busy(true);
      try {
        const response = await fetch("/api/solve?" + query,
          {method: "POST", body: blob, signal: control.signal});
        const data = await response.json();
        if (mine !== serial) return;
        if (!data.error) {
          const letters = data.board.letters;
          if (letters !== game && !again) {
            let words = store.get(letters);
            // Words typed before the first board of this visit belong to that board's game.
            if (game === null) for (const w of sent) if (!words.includes(w)) words.push(w);
            game = letters;
            if (!sameWords(words, sent)) {
              played.value = words.join(", ");
              return await ask(blob, true);
            }
          }
          game = letters;
          store.set(letters, sent);
          const heard = response.headers.get("Letterfun-Not-Words");
          notWords = heard ? heard.split(",") : [];
        }
        draw(data, ranking);
      } catch (e) {
        if (mine !== serial) return;
        draw({error: {code: "network", message: "the server could not be reached: " + e}}, ranking);
      } finally {
        if (mine === serial) { busy(false); inFlight = null; }
      }
    }

    // A tap on the best move or on any listed move marks its tiles, numbered in word order.
    function mark(button) {
      const tiles = button.dataset.tiles ? button.dataset.tiles.split(",").map(Number) : [];
      for (const b of result.querySelectorAll("button[data-tiles]")) {
        b.setAttribute("aria-pressed", String(b === button));
      }
      for (const td of result.querySelectorAll("table.board td[data-i]")) {
        const order = tiles.indexOf(Number(td.dataset.i));
        td.classList.toggle("marked", order >= 0);
        const badge = td.querySelector(".order");
        if (badge) badge.remove();
        if (order >= 0) {
          const span = document.createElement("span");
          span.className = "order";
          span.textContent = String(order + 1);
          td.appendChild(span);
        }
      }
    }

    // The board with the tapped move's tiles in view: the player sees what the tap marked.
    function showBoard() {
      const board = result.querySelector("table.board");
      if (!board) return;
      const r = board.getBoundingClientRect();
      if (r.top < 0 || r.bottom > window.innerHeight) board.scrollIntoView({block: "start"});
    }

    result.addEventListener("click", e => {
      const button = e.target.closest("button[data-tiles]");
      if (button) { mark(button); showBoard(); }
    });

    form.addEventListener("submit", e => { e.preventDefault(); ask(current); });
    // Emptied once taken, so choosing the same file again sends it again.
    file.addEventListener("change", () => {
      const chosen = file.files[0];
      file.value = "";
      if (chosen) ask(chosen);
    });

    const imageOf = files => [...(files || [])].find(f => f.type.startsWith("image/"));
    document.addEventListener("paste", e => {
      const picture = imageOf(e.clipboardData && e.clipboardData.files);
      if (picture) { e.preventDefault(); ask(picture); }
    });
    // The button where the browser lets a page read the clipboard (it asks the player first).
    if (navigator.clipboard && navigator.clipboard.read) {
      paste.hidden = false;
      paste.addEventListener("click", async () => {
        try {
          for (const item of await navigator.clipboard.read()) {
            const type = item.types.find(t => t.startsWith("image/"));
            if (type) { ask(await item.getType(type)); return; }
          }
          draw({error: {code: "no-picture", message: "the clipboard holds no picture: copy the screenshot first"}}, form.rank.value);
        } catch (e) {
          draw({error: {code: "no-picture", message: "the clipboard could not be read: " + e.message}}, form.rank.value);
        }
      });
    }
    const dragged = e => e.dataTransfer && [...e.dataTransfer.types].includes("Files");
    document.addEventListener("dragover", e => {
      if (!dragged(e)) return;
      e.preventDefault();
      document.body.classList.add("dropping");
    });
    document.addEventListener("dragleave", e => {
      if (e.relatedTarget === null) document.body.classList.remove("dropping");
    });
    document.addEventListener("drop", e => {
      document.body.classList.remove("dropping");
      const picture = imageOf(e.dataTransfer && e.dataTransfer.files);
      if (!picture) return;
      e.preventDefault();
      ask(picture);
    });

    // A board the server drew (the form without scripts, or a screenshot shared to the page).
    const drawn = [...result.querySelectorAll("table.board .letter")].map(s => s.textContent).join("");
    if (drawn.length === 25) {
      game = drawn;
      const typed = wordsOf(played.value);
      if (typed.length) store.set(game, typed);
      // A screenshot shared from the gallery comes without the game's played words: the page
      // holds it again, and asks once more with the words this device keeps for the game.
      const shot = document.getElementById("shared-shot");
      if (shot) {
        const bytes = Uint8Array.from(atob(shot.textContent.trim()), c => c.charCodeAt(0));
        current = new Blob([bytes]);
        const kept = store.get(game);
        if (!typed.length && kept.length) {
          played.value = kept.join(", ");
          ask(current, true);
        }
      }
    }
    showPlayed();
    """#
}
