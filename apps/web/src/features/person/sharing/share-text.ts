import { SHARE_HASHTAG } from '@kiseki/contract/http';
import { SHARE_TEXT_TARGET_LENGTH } from '@kiseki/contract/portfolio-rules';

/**
 * The share text of spec section 9: about 100 characters (SHARE_TEXT_TARGET_LENGTH) of
 * Japanese, in the person's own voice, ending with the product's hashtag. The URL travels
 * beside it in the share intent. Optional sentences go in while they fit, so the text stays
 * near the target whether the person has a score and skill tags or not.
 */
export interface ShareTextInput {
  /** The total score (scorer type 1000), or null before there is one. */
  totalScore: number | null;
  /** Confirmed skill tags, most important first. */
  skills: readonly string[];
}

/** How far from the target the text may end up: "about" 100 characters. */
export const SHARE_TEXT_SLACK = 10;
/** The text stops growing once it is this close to the target. */
const ENOUGH = SHARE_TEXT_TARGET_LENGTH - SHARE_TEXT_SLACK;
/** And never runs past this. */
const LIMIT = SHARE_TEXT_TARGET_LENGTH + SHARE_TEXT_SLACK / 2;
const MAX_SKILLS = 3;

const HEAD = 'エンジニアとしてのポートフォリオをKisekiで公開しました！';
const FILLERS = [
  'GitHubやQiitaなどでのアウトプットから、スキルと実績をまとめています。',
  '記事や登壇の記録も載せています。',
  'よかったら見てください。',
];
const TAIL = ` ${SHARE_HASHTAG}`;

/** Length as people count it: one per character, surrogate pairs included. */
export const textLength = (text: string): number => Array.from(text).length;

export function buildShareText({ totalScore, skills }: ShareTextInput): string {
  let text = HEAD;
  const fits = (piece: string) => textLength(text + piece + TAIL) <= LIMIT;

  if (totalScore !== null && Number.isFinite(totalScore)) {
    const piece = `総合スコアは${totalScore.toFixed(1)}。`;
    if (fits(piece)) text += piece;
  }
  let skillText = '';
  for (const skill of skills.slice(0, MAX_SKILLS)) {
    const name = skill.trim();
    if (!name) continue;
    const next = skillText ? `${skillText}・${name}` : name;
    if (!fits(`得意な技術は${next}です。`)) break;
    skillText = next;
  }
  if (skillText) text += `得意な技術は${skillText}です。`;
  for (const filler of FILLERS) {
    if (textLength(text + TAIL) >= ENOUGH) break;
    if (fits(filler)) text += filler;
  }
  return text + TAIL;
}

/** The X (Twitter) intent that opens a post with the text and the public URL. */
export const shareIntentUrl = (text: string, url: string): string =>
  `https://twitter.com/intent/tweet?${new URLSearchParams({ text, url }).toString()}`;
