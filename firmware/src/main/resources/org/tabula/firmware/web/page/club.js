// The club's page: the roster (names for the menu's seats and badges) and each game's table.
// Every name is data: it goes into text nodes only, never into HTML.
"use strict";

const CLUB_WORDS = {
  en: {
    title: "Club", tableLink: "Table", language: "日本語", roster: "Players", newName: "New name", add: "Add", remove: "Remove {0}",
    rosterHow: "Names for the menu's seats and for badges: sit by choosing your name at Seats, or tap your badge there.",
    badgeHow: "A badge is an NFC sticker holding a text record: the box writes it (Write a badge, above, or tabula cards badge NAME on the box), or write {0} on it with a phone app that writes NFC text.",
    noGames: "No rated games yet: a game is rated once somebody named plays it.", loading: "Loading…", lost: "The box does not answer.",
    player: "Player", played: "Games", won: "Won", rating: "Rating", uncertainty: "±", bot: "bot", headToHead: "Head to head",
    met: "Met", ahead: "Ahead", rank: "#",
    refused: {
      empty: "A name needs at least one letter.", tooLong: "{0} has {1} characters: a name has at most {2}.",
      notDrawn: "The box's screen cannot draw {0} in {1}, so it could not show the name.",
      unprintable: "A name cannot hold the invisible character {0}.", duplicate: "{0} is on the roster already.",
      unknown: "Nobody called {0} is on the roster.", full: "The roster is full: {0} people.", unknownBadge: "Nobody called {0} is on the roster.",
    },
    failed: "The box did not take it: {0}"
  },
  ja: {
    title: "クラブ", tableLink: "テーブル", language: "English", roster: "プレイヤー", newName: "新しい名前", add: "追加", remove: "{0}を消す",
    rosterHow: "メニューの席とバッジに使う名前です。「席」で名前を選ぶか、そこでバッジをタップしてください。",
    badgeHow: "バッジはテキストを書いたNFCシールです。本体で書き込むか（上の「バッジを書く」か、本体で tabula cards badge 名前）、NFCに書き込めるスマホのアプリで {0} と書いてください。",
    noGames: "レーティングのあるゲームはまだありません。名前のある人が遊ぶとつきます。", loading: "読み込み中…", lost: "本体が応答しません。",
    player: "プレイヤー", played: "ゲーム数", won: "勝ち", rating: "レーティング", uncertainty: "±", bot: "ボット", headToHead: "対戦成績",
    met: "対戦", ahead: "勝ち越し", rank: "順位",
    refused: {
      empty: "名前を入力してください。", tooLong: "{0}は{1}文字です。名前は{2}文字までです。",
      notDrawn: "本体の画面は{1}で{0}を表示できないので、この名前は使えません。",
      unprintable: "名前に見えない文字{0}は使えません。", duplicate: "{0}はもう名簿にいます。",
      unknown: "{0}という人は名簿にいません。", full: "名簿がいっぱいです: {0}人。", unknownBadge: "{0}という人は名簿にいません。",
    },
    failed: "本体が受け付けませんでした: {0}"
  }
};

let clubLanguage = localStorage.getItem("tabula-language") || (navigator.language.startsWith("ja") ? "ja" : "en");
let club = null;
// The games whose head to head is open.
const openPairs = new Set();

function say(template, args) {
  return template.replace(/\{(\d+)\}/g, (match, index) => (args && args[index] !== undefined ? String(args[index]) : match));
}

function clubWords(key, ...args) {
  return say(CLUB_WORDS[clubLanguage][key] || CLUB_WORDS.en[key] || key, args);
}

function cell(tag, text, className) {
  const node = document.createElement(tag);
  if (className) {
    node.className = className;
  }
  node.textContent = text;
  return node;
}

// A rated player's name: a person's as typed, a bot's kind marked as a bot.
function raterCell(tag, name, bot) {
  const node = cell(tag, name);
  if (bot) {
    node.append(cell("span", clubWords("bot"), "bot"));
  }
  return node;
}

function drawRoster() {
  const list = document.getElementById("roster-list");
  list.replaceChildren();
  for (const name of club.roster) {
    const item = cell("li", name);
    const remove = cell("button", "×");
    remove.type = "button";
    remove.title = clubWords("remove", name);
    remove.setAttribute("aria-label", clubWords("remove", name));
    remove.addEventListener("click", () => send({ remove: name }));
    item.append(badgeButton(name), remove);
    item.title = clubWords("badgeHow", "badge:" + name);
    list.append(item);
  }
  document.getElementById("roster-name").maxLength = club.maxName * 4;
  document.getElementById("badge-how").textContent = clubWords("badgeHow", "badge:" + (club.roster[0] || "Aki"));
}

function drawTables() {
  const tables = document.getElementById("tables");
  tables.replaceChildren();
  if (club.games.length === 0) {
    tables.append(cell("p", clubWords("noGames")));
    return;
  }
  for (const game of club.games) {
    const section = document.createElement("section");
    section.className = "club-game";
    section.append(cell("h2", game.title[clubLanguage] || game.key));
    const table = document.createElement("table");
    table.className = "club";
    const head = document.createElement("tr");
    ["rank", "player", "played", "won", "rating", "uncertainty"].forEach(key => head.append(cell("th", clubWords(key))));
    table.append(head);
    game.rows.forEach((row, index) => {
      const line = document.createElement("tr");
      line.append(cell("td", String(index + 1)), raterCell("td", row.name, row.bot), cell("td", String(row.played)),
        cell("td", String(row.won)), cell("td", row.mu.toFixed(2)), cell("td", row.sigma.toFixed(2)));
      table.append(line);
    });
    section.append(table);
    if (game.headToHead.length > 0) {
      // A club's pairs run to hundreds a game (30 players meet in up to 435): folded, and drawn when opened, so the
      // page draws its tables at once; an open one stays open when the page redraws (another language, a roster change).
      const details = document.createElement("details");
      details.className = "head-to-head";
      details.append(cell("summary", clubWords("headToHead") + " (" + game.headToHead.length + ")"));
      details.addEventListener("toggle", () => {
        if (details.open) {
          openPairs.add(game.key);
          if (details.querySelector("table") === null) details.append(pairsTable(game));
        } else {
          openPairs.delete(game.key);
        }
      });
      if (openPairs.has(game.key)) {
        details.append(pairsTable(game));
        details.open = true;
      }
      section.append(details);
    }
    tables.append(section);
  }
}

function pairsTable(game) {
  const pairs = document.createElement("table");
  pairs.className = "club pairs";
  const top = document.createElement("tr");
  top.append(cell("th", clubWords("player")), cell("th", clubWords("met")), cell("th", clubWords("ahead")));
  pairs.append(top);
  for (const pair of game.headToHead) {
    const line = document.createElement("tr");
    const who = document.createElement("td");
    who.append(raterCell("span", pair.first, pair.firstBot), document.createTextNode(" – "), raterCell("span", pair.second, pair.secondBot));
    line.append(who, cell("td", String(pair.met)), cell("td", pair.firstAhead + "–" + pair.secondAhead));
    pairs.append(line);
  }
  return pairs;
}

function drawWords() {
  document.documentElement.lang = clubLanguage;
  document.querySelectorAll("[data-text]").forEach(node => { node.textContent = clubWords(node.dataset.text); });
  document.getElementById("language").textContent = clubWords("language");
  document.title = "Tabula · " + clubWords("title");
}

function draw() {
  drawWords();
  if (club) {
    drawRoster();
    drawTables();
  }
  drawBadge();
}

async function load() {
  document.getElementById("club-status").textContent = clubWords("loading");
  try {
    const answer = await fetch("/club/table", { cache: "no-store" });
    club = await answer.json();
    document.getElementById("club-status").textContent = "";
    draw();
  } catch (error) {
    document.getElementById("club-status").textContent = clubWords("lost");
  }
}

// Adds or removes a name; a refusal comes back as a reason and its arguments, put in the page's words.
async function send(change) {
  const error = document.getElementById("roster-error");
  error.textContent = "";
  try {
    const answer = await fetch("/club/roster", {
      method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(change)
    });
    const body = await answer.json();
    if (answer.ok && !body.refused) {
      club = body;
      document.getElementById("roster-name").value = "";
      draw();
    } else if (body.refused) {
      // The roster said no: its reason, in the page's words; nothing changed.
      const refused = CLUB_WORDS[clubLanguage].refused[body.refused] || body.refused;
      error.textContent = say(refused, body.args);
    } else {
      error.textContent = clubWords("failed", body.error || answer.status);
    }
  } catch (failure) {
    error.textContent = clubWords("lost");
  }
}

document.getElementById("roster-form").addEventListener("submit", event => {
  event.preventDefault();
  send({ add: document.getElementById("roster-name").value });
});
document.getElementById("language").addEventListener("click", () => {
  clubLanguage = clubLanguage === "ja" ? "en" : "ja";
  localStorage.setItem("tabula-language", clubLanguage);
  draw();
});
drawWords();
load();
