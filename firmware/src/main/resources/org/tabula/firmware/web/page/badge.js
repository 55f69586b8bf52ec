// Writing a person's badge from the club's page: the box asks on its screen for a blank tag on a
// reader, writes it, and this page says what became of it. One ask at a time, for the whole box.
// Names are data here too: they go into text nodes only.
"use strict";

const BADGE_WORDS = {
  en: {
    write: "Write a badge", writeFor: "Write {0}'s badge at the box",
    handedIn: "Asking the box to write {0}'s badge…",
    atBox: "The box asks for a blank tag: hold one on any of its readers within {1} s for {0}'s badge.",
    written: "{0}'s badge is written: tap it on a seat's reader at the menu's Seats.",
    alreadyThere: "That tag is {0}'s badge already: nothing was written.",
    enrolledCard: "{0}'s badge is not written: the tag is one of the deck's cards, and the page never writes over a card.",
    notBlank: "{0}'s badge is not written: the tag holds something else. Hold a blank tag (at the box, tabula cards badge asks before writing over).",
    noTag: "{0}'s badge is not written: no tag was held on a reader within {1} s.",
    notNtag: "{0}'s badge is not written: the tag is not an NTAG21x sticker.",
    writeFailed: "{0}'s badge is not written: the write failed. Try again with the tag held still.",
    leftAtBox: "{0}'s badge is not written: BACK was pressed at the box.",
    boxBusy: "{0}'s badge is not written: the box is busy with a game or another errand. Ask again when it shows its menu.",
    unanswered: "{0}'s badge is not written: the box did not take the ask.",
    boxSays: "The box says: {0}",
    badgeWaiting: "{0}'s badge is being written: wait until the box is done with it.",
    lost: "The box does not answer."
  },
  ja: {
    write: "バッジを書く", writeFor: "{0}のバッジを本体で書く",
    handedIn: "{0}のバッジの書き込みを本体に頼んでいます…",
    atBox: "本体が白紙のタグを待っています。{1}秒以内にどれかのリーダーにかざしてください（{0}のバッジ）。",
    written: "{0}のバッジを書きました。メニューの「席」で席のリーダーにタップしてください。",
    alreadyThere: "そのタグはもう{0}のバッジです。何も書いていません。",
    enrolledCard: "{0}のバッジは書いていません。そのタグはデッキのカードです。ページからカードに上書きはしません。",
    notBlank: "{0}のバッジは書いていません。タグに別のデータがあります。白紙のタグをかざしてください（本体の tabula cards badge なら確認して上書きできます）。",
    noTag: "{0}のバッジは書いていません。{1}秒以内にタグがかざされませんでした。",
    notNtag: "{0}のバッジは書いていません。そのタグはNTAG21xではありません。",
    writeFailed: "{0}のバッジは書いていません。書き込みに失敗しました。タグを動かさずにもう一度どうぞ。",
    leftAtBox: "{0}のバッジは書いていません。本体でBACKが押されました。",
    boxBusy: "{0}のバッジは書いていません。本体はゲームか別の作業の最中です。メニューに戻ってから頼んでください。",
    unanswered: "{0}のバッジは書いていません。本体が受け付けませんでした。",
    boxSays: "本体の表示: {0}",
    badgeWaiting: "{0}のバッジを書き込み中です。終わるまで待ってください。",
    lost: "本体が応答しません。"
  }
};
const BADGE_POLL_MS = 700;
// The page stops asking this long after the box's own bound: the box always answers well before.
const BADGE_SPARE_SECONDS = 15;

// The ask this page made: its number on the box's desk, the person, where it stands, and until when to poll.
let badgeAsk = null;

function badgeWords(key, ...args) {
  return say(BADGE_WORDS[clubLanguage][key] || BADGE_WORDS.en[key] || key, args);
}

function badgeWaiting() {
  return badgeAsk !== null && badgeAsk.state.stage !== "done";
}

// A roster line's button: asks the box to write this person's badge.
function badgeButton(name) {
  const button = cell("button", badgeWords("write"), "badge-write");
  button.type = "button";
  button.title = badgeWords("writeFor", name);
  button.disabled = badgeWaiting();
  button.addEventListener("click", () => askBadge(name));
  return button;
}

function drawBadge() {
  const status = document.getElementById("badge-status");
  document.querySelectorAll("button.badge-write").forEach(button => { button.disabled = badgeWaiting(); });
  if (badgeAsk === null) {
    return;
  }
  const state = badgeAsk.state;
  status.className = state.stage === "done" ? (state.outcome === "written" || state.outcome === "alreadyThere" ? "done" : "refused") : "";
  const key = state.stage === "done" ? state.outcome : state.stage;
  let text = badgeWords(key, badgeAsk.name, state.waitSeconds);
  if (state.why && state.stage === "done") {
    text += " " + badgeWords("boxSays", state.why[clubLanguage] || state.why.en);
  }
  status.textContent = text;
}

async function askBadge(name) {
  const status = document.getElementById("badge-status");
  status.className = "";
  try {
    const answer = await fetch("/club/badge", {
      method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ write: name })
    });
    const body = await answer.json();
    if (body.refused) {
      const words = BADGE_WORDS[clubLanguage][body.refused] || CLUB_WORDS[clubLanguage].refused[body.refused] || body.refused;
      status.className = "refused";
      status.textContent = say(words, body.args);
      return;
    }
    if (!answer.ok) {
      status.className = "refused";
      status.textContent = clubWords("failed", body.error || answer.status);
      return;
    }
    badgeAsk = { number: body.ask, name: name, state: body, until: Date.now() + (body.waitSeconds + BADGE_SPARE_SECONDS) * 1000 };
    drawBadge();
    pollBadge();
  } catch (failure) {
    status.className = "refused";
    status.textContent = badgeWords("lost");
  }
}

// Follows the ask until the box says what became of it, for a bounded time.
async function pollBadge() {
  const ask = badgeAsk;
  while (badgeAsk === ask && badgeWaiting()) {
    await new Promise(resolve => setTimeout(resolve, BADGE_POLL_MS));
    if (Date.now() > ask.until) {
      ask.state = { stage: "done", outcome: "unanswered", waitSeconds: ask.state.waitSeconds };
      break;
    }
    try {
      const answer = await fetch("/club/badge", { cache: "no-store" });
      const body = await answer.json();
      if (body.ask !== ask.number) {
        ask.state = { stage: "done", outcome: "unanswered", waitSeconds: ask.state.waitSeconds };
        break;
      }
      ask.state = body;
    } catch (failure) {
      // The box may be busy for a moment: the next poll asks again, until the bound.
    }
    drawBadge();
  }
  drawBadge();
}
