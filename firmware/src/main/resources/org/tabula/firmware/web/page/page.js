// The live table page: draws what the box sends as server-sent events. Every file comes from the box.
"use strict";

const WORDS = {
  en: {
    connecting: "Connecting…", live: "Live", lost: "Connection lost: reconnecting…", idle: "No game at the table now.",
    pairLink: "My seat", clubLink: "Club", tableLink: "Table", archive: "Finished games", noArchive: "No finished games yet.",
    download: "replay script", won: "(won)", draw: "Draw", series: "Series", game: "Game", total: "Total", bot: "bot", yes: "yes", no: "no",
    turn: "to play", tableTurn: "The table reveals a card", over: "Game over", seriesOver: "Series over",
    pair: "Pair", pairHow: "On the box, press BACK to pause, choose \u201cPhone: \u201d and your seat, then type the code it shows.",
    yourSeat: "Your seat: {0}. Only you see this page.", unpaired: "This phone is no longer paired: a new game began, or another phone was paired with the seat.",
    codeFormat: "Type the 6 digits the box shows.", codeWrong: "That code is wrong, used or expired: ask the box for a new one.",
    codeTooMany: "Too many wrong codes: wait a minute, then ask the box for a new code.",
    gameNumber: "game {0}", firstTo: "first to {0} points", bestOf: "{0} games", language: "日本語",
    rules: "Rules of {0}", rulesSummary: "In short", rulesFull: "The rule book", rulesFullForeign: "The rule book (in English)",
    askedHint: "{0} asked for a hint", hint: "Hint", hintAsk: "Ask for a hint", hintThinking: "Thinking…",
    hintRefused: "No hint now: it is for your turn, in a game with hints on.",
    yourMove: "Your move", moveStale: "The table moved on before your move arrived: choose again.",
    moveFailed: "The box did not take the move: try again.", moveSent: "Sent: {0}",
  },
  ja: {
    connecting: "接続中…", live: "ライブ", lost: "接続が切れました。再接続中…", idle: "いまテーブルにゲームはありません。",
    pairLink: "自分の席", clubLink: "クラブ", tableLink: "テーブル", archive: "終わったゲーム", noArchive: "終わったゲームはまだありません。",
    download: "リプレイ", won: "（勝ち）", draw: "引き分け", series: "シリーズ", game: "ゲーム", total: "合計", bot: "ボット", yes: "はい", no: "いいえ",
    turn: "の番", tableTurn: "テーブルがカードをめくります", over: "ゲーム終了", seriesOver: "シリーズ終了",
    pair: "つなぐ", pairHow: "本体でBACKを押して一時停止し、「スマホ: (あなたの席)」を選んで、表示されたコードを入力してください。",
    yourSeat: "あなたの席: {0}。このページはあなただけに見えます。", unpaired: "新しいゲームが始まったか、別のスマホがこの席につながれたので、このスマホの接続は終わりました。",
    codeFormat: "本体に出ている6桁の数字を入力してください。", codeWrong: "コードが違うか、使用済みか、期限切れです。本体で新しいコードを出してください。",
    codeTooMany: "間違いが多すぎます。1分待ってから、本体で新しいコードを出してください。",
    gameNumber: "第{0}ゲーム", firstTo: "{0}点先取", bestOf: "{0}ゲーム", language: "English",
    rules: "{0}のルール", rulesSummary: "かんたんに", rulesFull: "ルールブック", rulesFullForeign: "ルールブック（英語）",
    askedHint: "{0}がヒントをたのんだ", hint: "ヒント", hintAsk: "ヒントをたのむ", hintThinking: "考え中…",
    hintRefused: "いまはヒントを出せません。ヒントはあなたの番に、ヒントありのゲームで出ます。",
    yourMove: "あなたの手", moveStale: "手がとどく前にテーブルが進みました。もう一度えらんでください。",
    moveFailed: "本体が手を受けとれませんでした。もう一度どうぞ。", moveSent: "送信: {0}",
  }
};
let language = localStorage.getItem("tabula-language") || (navigator.language.startsWith("ja") ? "ja" : "en");
let last = null;
const seatPage = document.body.dataset.audience === "seat";

function words(key, ...args) {
  const text = WORDS[language][key] || WORDS.en[key] || key;
  return text.replace(/\{(\d)\}/g, (_, i) => args[Number(i)]);
}

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function seatName(table, seat) {
  return table.seats[seat] ? table.seats[seat].name[language] : String(seat);
}

function drawSeats(table) {
  const seats = document.getElementById("seats");
  seats.replaceChildren();
  // Every seat tied for the best (a Sumo mizu-iri) is a draw, not a win of each.
  const draw = table.over && table.seats.length > 1 && table.seats.every(seat => seat.won);
  table.seats.forEach((seat, i) => {
    const node = element("span", "seat" + (seat.toMove && !table.over ? " turn" : ""), seat.name[language]);
    if (seat.bot) node.append(element("span", "bot", words("bot")));
    if (seat.toMove && !table.over) node.append(element("span", "bot", words("turn")));
    if (seat.won && !draw) node.append(element("span", "bot", words("won")));
    if (seatPage && table.seat === i || seat.won && !draw) node.classList.add("changed");
    seats.append(node);
  });
  if (table.tableToMove) seats.append(element("span", "seat turn", words("tableTurn")));
  // A single game's end is the game's; a series' last game's end is the series'.
  const single = table.series.games === 1 && table.series.points === 0;
  if (table.over) seats.append(element("span", "seat", words(table.series.over && !single ? "seriesOver" : "over")));
  if (draw) seats.append(element("span", "seat", words("draw")));
}

// The game's own picture of what this page may see, drawn by the box (SVG, every text escaped there).
function drawView(table) {
  const view = document.getElementById("view");
  const picture = new DOMParser().parseFromString(table.picture[language] || table.picture.en, "image/svg+xml").documentElement;
  view.replaceChildren(picture.nodeName === "svg" ? document.importNode(picture, true) : element("p", null, words("lost")));
}

// The seat's legal moves, in the box's words, each a button; a group of the box's list (a Senator card) opens as the box's pick does.
function drawMoves(table) {
  const section = document.getElementById("moves");
  if (!section) return;
  section.replaceChildren();
  if (table.refused) section.append(element("p", "refused", table.refused[language]));
  if (table.movesWhy) section.append(element("p", null, table.movesWhy[language]));
  const moves = table.moves || [];
  if (moves.length === 0) return;
  section.append(element("h2", null, words("yourMove")));
  // The moves by group, in the order each group first comes; a group of one move is that move's button, nothing to open.
  const groups = new Map();
  for (const move of moves) {
    const key = move.group ? move.group.en : "";
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(move);
  }
  let loose = null;
  for (const [key, members] of groups) {
    let list;
    if (key === "" || members.length === 1) {
      if (loose === null) {
        loose = element("div", "move-list");
        section.append(loose);
      }
      list = loose;
    } else {
      const details = element("details", "move-group");
      details.append(element("summary", null, members[0].group[language]));
      list = element("div", "move-list");
      details.append(list);
      section.append(details);
    }
    for (const move of members) {
      const button = element("button", "move", move.label[language]);
      button.type = "button";
      button.dataset.move = move.move;
      button.addEventListener("click", () => sendMove(table.version, move));
      list.append(button);
    }
  }
}

async function sendMove(version, move) {
  const section = document.getElementById("moves");
  section.querySelectorAll("button").forEach(button => { button.disabled = true; });
  const status = element("p", "sent", words("moveSent", move.label[language]));
  section.prepend(status);
  const answer = await fetch("/seat/move", { method: "POST", body: new URLSearchParams({ version, move: move.move }), credentials: "same-origin" });
  if (!answer.ok) {
    status.className = "refused";
    status.textContent = words(answer.status === 409 ? "moveStale" : "moveFailed");
    section.querySelectorAll("button").forEach(button => { button.disabled = false; });
  }
}

function drawSeries(table) {
  const series = document.getElementById("series");
  series.replaceChildren();
  const s = table.series;
  if (s.games === 1 && s.points === 0) return;
  series.append(element("h2", null, words("series") + " (" + (s.points > 0 ? words("firstTo", s.points) : words("bestOf", s.games)) + ")"));
  const grid = element("table", "series");
  const head = element("tr");
  head.append(element("th", null, words("game")));
  table.seats.forEach((_, i) => head.append(element("th", null, seatName(table, i))));
  grid.append(head);
  s.results.forEach((result, g) => {
    const row = element("tr");
    row.append(element("td", null, String(g + 1)));
    result.forEach(score => row.append(element("td", null, String(score))));
    grid.append(row);
  });
  const totals = element("tr");
  totals.append(element("th", null, words("total")));
  s.totals.forEach((total, i) => totals.append(element("th", s.winners.includes(i) ? "changed" : null, String(total))));
  grid.append(totals);
  series.append(grid);
}

// Who asked for a hint in this game, for everyone; the hint itself only on its seat's page.
function drawHints(table) {
  const feed = document.getElementById("feed");
  feed.replaceChildren(...(table.hintsAsked || []).map(seat => element("li", null, words("askedHint", seatName(table, seat)))));
  const hint = document.getElementById("hint-text");
  if (!hint) return;
  hint.textContent = table.hint ? table.hint.move[language] + ": " + table.hint.why[language] : "";
}

// The rules of the game in play: its summary in the page's language, and its chapter of the rule book.
let rules = null;

async function loadRules(key) {
  if (rules && rules.key === key) return;
  const answer = await fetch("/rules/" + encodeURIComponent(key));
  rules = answer.ok ? await answer.json() : null;
  drawRules();
}

// A chapter of the rule book, Markdown as docs/rules.md writes it: headings, paragraphs, lists, tables, code.
function markdown(text) {
  const root = element("div", "rule-book");
  const inline = (parent, line) => {
    line.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").split(/(\*\*[^*]+\*\*|`[^`]+`)/).forEach(part => {
      if (part.startsWith("**") && part.endsWith("**") && part.length > 4) parent.append(element("strong", null, part.slice(2, -2)));
      else if (part.startsWith("`") && part.endsWith("`") && part.length > 2) parent.append(element("code", null, part.slice(1, -1)));
      else if (part) parent.append(document.createTextNode(part));
    });
    return parent;
  };
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.startsWith("```")) {
      const code = [];
      for (i++; i < lines.length && !lines[i].startsWith("```"); i++) code.push(lines[i]);
      root.append(element("pre", null, code.join("\n")));
    } else if (line.startsWith("#")) {
      root.append(inline(element("h4"), line.replace(/^#+\s*/, "")));
    } else if (line.startsWith("|")) {
      const table = element("table", "fields");
      for (; i < lines.length && lines[i].startsWith("|"); i++) {
        if (/^\|[\s|:-]+\|$/.test(lines[i])) continue;
        const row = element("tr");
        lines[i].slice(1, -1).split("|").forEach(cell => row.append(inline(element("td"), cell.trim())));
        table.append(row);
      }
      i--;
      root.append(table);
    } else if (/^\s*- /.test(line)) {
      const list = element("ul");
      for (; i < lines.length && /^\s*- /.test(lines[i]); i++) {
        let item = lines[i].replace(/^\s*- /, "");
        for (; i + 1 < lines.length && /^\s{2,}\S/.test(lines[i + 1]) && !/^\s*- /.test(lines[i + 1]); i++) item += " " + lines[i + 1].trim();
        list.append(inline(element("li"), item));
      }
      i--;
      root.append(list);
    } else if (line.trim()) {
      let paragraph = line;
      for (; i + 1 < lines.length && lines[i + 1].trim() && !/^(#|\||```|\s*- )/.test(lines[i + 1]); i++) paragraph += " " + lines[i + 1].trim();
      root.append(inline(element("p"), paragraph));
    }
  }
  return root;
}

function drawRules() {
  const section = document.getElementById("rules");
  if (!section) return;
  section.replaceChildren();
  if (!rules || !last || !last.game) return;
  const details = element("details");
  details.append(element("summary", null, words("rules", rules.title[language])));
  details.append(element("h3", null, words("rulesSummary")));
  (rules.summary[language] || rules.summary.en).forEach(paragraph => details.append(element("p", null, paragraph)));
  if (rules.chapter) {
    details.append(element("h3", null, words(rules.chapterLanguage === language ? "rulesFull" : "rulesFullForeign")));
    details.append(markdown(rules.chapter));
  }
  section.append(details);
}

async function askHint() {
  const hint = document.getElementById("hint-text");
  hint.textContent = words("hintThinking");
  const answer = await fetch("/seat/hint", { method: "POST", credentials: "same-origin" });
  if (!answer.ok) hint.textContent = words("hintRefused");
}

function draw(table) {
  last = table;
  document.body.dataset.version = table.version;
  const status = document.getElementById("status");
  if (!table.game) {
    document.getElementById("title").textContent = "Tabula";
    status.textContent = words("idle");
    ["seats", "view", "series", "feed", "rules", "moves"].forEach(id => { const node = document.getElementById(id); if (node) node.replaceChildren(); });
    return;
  }
  document.getElementById("title").textContent = table.game.title[language]
    + (table.series.games === 1 && table.series.points === 0 ? "" : " · " + words("gameNumber", table.gameNumber));
  status.textContent = seatPage ? words("yourSeat", seatName(table, table.seat)) : words("live");
  drawSeats(table);
  drawView(table);
  drawMoves(table);
  drawSeries(table);
  drawHints(table);
  if (!rules || rules.key !== table.game.key) loadRules(table.game.key);
}

async function drawArchive() {
  const list = document.getElementById("archive-list");
  if (!list) return;
  const answer = await fetch("/archive");
  const games = answer.ok ? await answer.json() : [];
  list.replaceChildren();
  if (games.length === 0) list.append(element("li", null, words("noArchive")));
  for (const game of games) {
    // Each seat by its name (a person's whole name) with its score; the winners marked. Text only: a name is never markup.
    const seats = game.seats.map((seat, i) => seat[language] + " " + game.scores[i] + (game.winners.includes(i) ? " " + words("won") : ""));
    const item = element("li", null, new Date(game.finished).toLocaleString(language) + " · " + game.title[language] + " · "
      + seats.join(" – ") + " · ");
    const link = element("a", null, words("download"));
    link.href = "/archive/" + encodeURIComponent(game.id);
    link.download = "tabula-" + game.id + ".json";
    item.append(link);
    list.append(item);
  }
}

function translate() {
  document.documentElement.lang = language;
  document.querySelectorAll("[data-text]").forEach(node => { node.textContent = words(node.dataset.text); });
  document.getElementById("language").textContent = words("language");
  if (last) draw(last);
  drawRules();
  drawArchive();
}

function listen(url) {
  const events = new EventSource(url);
  let wasOver = false;
  events.onmessage = message => {
    const table = JSON.parse(message.data);
    draw(table);
    if (!seatPage && Boolean(table.over) !== wasOver) drawArchive();
    wasOver = Boolean(table.over);
  };
  events.onerror = () => { document.getElementById("status").textContent = words("lost"); };
  events.addEventListener("unpaired", () => {
    events.close();
    document.getElementById("pair-form").hidden = false;
    document.getElementById("status").textContent = words("unpaired");
  });
  return events;
}

async function pair(event) {
  event.preventDefault();
  const code = document.getElementById("code").value.trim();
  const answer = await fetch("/pair", { method: "POST", body: new URLSearchParams({ code }), credentials: "same-origin" });
  const error = document.getElementById("pair-error");
  if (!answer.ok) {
    const refusals = { 400: "codeFormat", 403: "codeWrong", 429: "codeTooMany" };
    error.textContent = refusals[answer.status] ? words(refusals[answer.status]) : (await answer.json()).error;
    return;
  }
  error.textContent = "";
  document.getElementById("pair-form").hidden = true;
  listen("/seat/events");
}

document.getElementById("language").addEventListener("click", () => {
  language = language === "ja" ? "en" : "ja";
  localStorage.setItem("tabula-language", language);
  translate();
});
translate();
if (seatPage) {
  document.getElementById("pair-form").addEventListener("submit", pair);
  document.getElementById("hint-ask").addEventListener("click", askHint);
  fetch("/seat/paired").then(answer => answer.json()).then(paired => {
    if (paired.seat !== null) {
      document.getElementById("pair-form").hidden = true;
      listen("/seat/events");
    }
  });
} else {
  listen("/events");
}
