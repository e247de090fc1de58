import { describe, expect, it } from 'vitest';
import {
  findNearCopy,
  normaliseScoutBody,
  type PreviousScout,
  SCOUT_SHORT_BODY_CHARS,
  SCOUT_SIMILARITY_THRESHOLD,
  type ScoutDraft,
  scoutSimilarity,
} from './scout-similarity';

const YAMADA = ['山田 太郎', 'taro_y'];
const SATO = ['佐藤 花子', 'hanako'];
const TANAKA = ['田中 一郎', 'ichiro-t'];

const template = (name: string, salary = '600', extra = '') =>
  [
    `${name}様`,
    '',
    'はじめまして。株式会社キセキテックで採用を担当している鈴木と申します。',
    `${name}様のプロフィールを拝見し、これまでのご経験に大変魅力を感じ、ご連絡いたしました。`,
    '',
    '弊社は物流業界向けのSaaSを開発しており、現在バックエンドエンジニアを募集しています。',
    '開発言語はGoとTypeScript、インフラはAWSを利用しています。',
    'フルリモート勤務が可能で、フレックスタイム制を導入しています。',
    `想定年収は${salary}万円〜です。${extra}`,
    '',
    'まずはカジュアルにお話しできればと思います。',
    'ご興味をお持ちいただけましたら、ご返信いただけますと幸いです。',
    '',
    'よろしくお願いいたします。',
  ].join('\n');

const sentToYamada: PreviousScout = { id: 11, body: template('山田 太郎'), recipientNames: YAMADA };

/** The placeholders of the normalised text, made readable. */
const readable = (text: string) =>
  text
    .replace(/\uE000/g, '<URL>')
    .replace(/\uE001/g, '<NAME>')
    .replace(/\uE002/g, '<#>');
const normalised = (body: string, names: string[] = []) =>
  readable(normaliseScoutBody(body, names));

/** `count` distinct kanji from `from` on: every 3-gram of such a text occurs once. */
const distinctKanji = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => String.fromCodePoint(0x4e00 + from + i)).join('');

describe('normalising a scout body', () => {
  it('folds width and case, and drops whitespace between Japanese characters', () => {
    expect(normalised('ＡＷＳと　Ｇｏ\n\n  を使います')).toBe('awsとgoを使います');
  });

  it('keeps one space between Latin words and numbers only', () => {
    expect(normalised('  Hello   World \n こんにちは  世界 ')).toBe('hello worldこんにちは世界');
  });

  it('replaces the recipient names, whole, without their space or by part, with their honorific', () => {
    const body = '山田　太郎様\n山田太郎さん、山田さん、太郎くん、taro_yさん、Taro_Y san';
    expect(normalised(body, YAMADA)).toBe('<NAME><NAME>、<NAME>、<NAME>、<NAME>、<NAME>');
  });

  it('takes Latin names with their spaces, and Latin honorifics as words', () => {
    const names = ['Taro Yamada'];
    expect(normalised('Dear Taro  Yamada, taro-san, Yamada san, taro sanitizer', names)).toBe(
      'dear <NAME>,<NAME>,<NAME>,<NAME> sanitizer',
    );
  });

  it('takes a name part of one character only with an honorific', () => {
    expect(normalised('林さん、林業のご経験', ['林 一'])).toBe('<NAME>、林業のご経験');
  });

  it('takes a Latin name only as a whole word', () => {
    expect(normalised('go さん, golang と go-lang と ergo', ['go'])).toBe(
      '<NAME>,golangと<NAME>-langとergo',
    );
  });

  it('treats an unfilled slot like a filled name', () => {
    expect(normalised('〇〇様\n○○さんへ ××様')).toBe('<NAME><NAME>へ<NAME>');
  });

  it('replaces URLs, with or without a scheme, even when Japanese follows directly', () => {
    expect(
      normalised(
        'https://github.com/taro_y/kiseki?tab=readmeを拝見。www.example.jp と github.com/x/y も',
      ),
    ).toBe('<URL>を拝見。<URL>と<URL>も');
  });

  it('replaces digit runs, full-width or with separators, by one placeholder', () => {
    expect(normalised('年収６００万〜1,200万円、経験3.5年')).toBe('年収<#>万〜<#>万円、経験<#>年');
  });

  it('drops every invisible format and private-use character of the BMP', () => {
    const invisible = /[\p{Cf}\p{Co}]/u;
    let checked = 0;
    for (let c = 0; c < 0x10000; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const ch = String.fromCharCode(c);
      if (!invisible.test(ch)) continue;
      checked++;
      expect(normaliseScoutBody(`あ${ch}い`, []), `U+${c.toString(16)}`).toBe('あい');
    }
    expect(checked).toBeGreaterThan(6400);
  });

  it('drops lone surrogates and astral invisible characters but keeps emoji', () => {
    expect(normaliseScoutBody('あ\uD800い\u{E0041}う🚀', [])).toBe('あいう🚀');
  });
});

describe('finding a near copy (decision 015)', () => {
  it('uses containment at 0.8, comparing drafts under 17 characters whole', () => {
    expect(SCOUT_SIMILARITY_THRESHOLD).toBe(0.8);
    expect(SCOUT_SHORT_BODY_CHARS).toBe(17);
  });

  it('finds nothing when there is no earlier scout', () => {
    expect(findNearCopy({ body: template('佐藤 花子'), recipientNames: SATO }, [])).toBeNull();
  });

  it('finds the same template with only the name changed', () => {
    const draft = { body: template('佐藤 花子'), recipientNames: SATO };
    expect(findNearCopy(draft, [sentToYamada])).toEqual({ id: 11, similarity: 1 });
  });

  it('finds the same template with the name written differently (family name only)', () => {
    const draft = { body: template('佐藤'), recipientNames: SATO };
    expect(findNearCopy(draft, [sentToYamada])).toEqual({ id: 11, similarity: 1 });
  });

  it('finds the same template sent with the name slot left unfilled', () => {
    const draft = { body: template('〇〇'), recipientNames: SATO };
    expect(findNearCopy(draft, [sentToYamada])).toEqual({ id: 11, similarity: 1 });
  });

  it('finds the same template with the salary changed, in any width', () => {
    for (const salary of ['800', '８００', '1,000']) {
      const draft = { body: template('佐藤 花子', salary), recipientNames: SATO };
      expect(findNearCopy(draft, [sentToYamada])).toEqual({ id: 11, similarity: 1 });
    }
  });

  it('finds the same template re-wrapped, re-indented, widened and with links changed', () => {
    const body = template('佐藤 花子')
      .replace(/\n/g, '\n\n   ')
      .replace('AWS', 'ＡＷＳ')
      .replace('鈴木と申します。', '鈴木と申します。https://kiseki.example.jp/c/1?ref=sato');
    const withLink = {
      ...sentToYamada,
      body: sentToYamada.body.replace(
        '鈴木と申します。',
        '鈴木と申します。https://kiseki.example.jp/c/1?ref=yamada',
      ),
    };
    expect(findNearCopy({ body, recipientNames: SATO }, [withLink])).toEqual({
      id: 11,
      similarity: 1,
    });
  });

  it('finds the same template with zero-width characters sprinkled through it', () => {
    const body = [...template('佐藤 花子')].join('\u200B');
    expect(findNearCopy({ body, recipientNames: SATO }, [sentToYamada])).toEqual({
      id: 11,
      similarity: 1,
    });
  });

  it('finds a template with one sentence added', () => {
    const draft = {
      body: template('佐藤 花子', '600', 'ストックオプションの付与もあります。'),
      recipientNames: SATO,
    };
    const found = findNearCopy(draft, [sentToYamada]);
    expect(found?.id).toBe(11);
    expect(found?.similarity).toBeGreaterThanOrEqual(0.9);
    expect(found?.similarity).toBeLessThan(1);
  });

  it('finds a template with sentences cut: only the two 3-grams across the cut are new', () => {
    const body = template('佐藤 花子').replace(/弊社は.*\n開発言語は.*\n/, '');
    const found = findNearCopy({ body, recipientNames: SATO }, [sentToYamada]);
    expect(found?.id).toBe(11);
    expect(found?.similarity).toBeGreaterThan(0.98);
  });

  it('finds a template with a personal sentence slotted in, still mostly the template', () => {
    const body = template('佐藤 花子').replace(
      'ご連絡いたしました。',
      'ご連絡いたしました。特にhanako/route-plannerの設計が印象的でした。',
    );
    const found = findNearCopy({ body, recipientNames: SATO }, [sentToYamada]);
    expect(found?.id).toBe(11);
    expect(found?.similarity).toBeGreaterThanOrEqual(SCOUT_SIMILARITY_THRESHOLD);
  });

  it('lets a genuinely personal message through, greeting and closing shared or not', () => {
    const personal = [
      '佐藤 花子様',
      '',
      'はじめまして。株式会社キセキテックで採用を担当している鈴木と申します。',
      'GitHubで公開されているhanako/route-plannerを拝見しました。配送ルートの最適化を',
      'Rustで書き直し、ベンチマークで処理時間を大きく縮めた経緯をREADMEで丁寧に説明されていて、',
      '計測してから直すという進め方に共感しました。Zennの「PostgreSQLのパーティショニング入門」も',
      'チームで回し読みしています。',
      '弊社でも配車計画エンジンの性能が課題になっており、佐藤さんのご経験をそのまま活かして',
      'いただける場面が多いと考えています。',
      '',
      'よろしくお願いいたします。',
    ].join('\n');
    const draft = { body: personal, recipientNames: SATO };
    expect(findNearCopy(draft, [sentToYamada])).toBeNull();
    expect(scoutSimilarity(draft, sentToYamada)).toBeLessThan(0.4);
  });

  it('lets through a message to someone else that reuses only the company paragraph', () => {
    const body = [
      '佐藤 花子様',
      '',
      'Qiitaの「Goで書くgRPCサーバのgraceful shutdown」を拝読しました。',
      'シグナル処理とコネクションのドレインを図で説明されていたのが分かりやすく、',
      '弊社の配送APIでも同じ問題を抱えていたため、そのまま参考にさせていただきました。',
      'hanako/grpc-drainのissueでのやり取りからも、丁寧なレビューをされる方だと感じています。',
      '弊社は物流業界向けのSaaSを開発しており、現在バックエンドエンジニアを募集しています。',
      '開発言語はGoとTypeScript、インフラはAWSを利用しています。',
    ].join('\n');
    expect(findNearCopy({ body, recipientNames: SATO }, [sentToYamada])).toBeNull();
  });

  describe('at the threshold', () => {
    // The earlier scout is 100 distinct characters; the draft takes its first 82 (80 shared
    // 3-grams) and adds `fresh` characters of its own, which make fresh more 3-grams, none
    // shared (the two crossing the seam included): similarity 80 / (80 + fresh).
    const earlier: PreviousScout = { id: 5, body: distinctKanji(0, 100), recipientNames: [] };
    const draftWith = (fresh: number): ScoutDraft => ({
      body: distinctKanji(0, 82) + distinctKanji(500, fresh),
      recipientNames: [],
    });

    it('is a near copy at exactly 0.8 (80 of 100)', () => {
      expect(scoutSimilarity(draftWith(20), earlier)).toBe(0.8);
      expect(findNearCopy(draftWith(20), [earlier])).toEqual({ id: 5, similarity: 0.8 });
    });

    it('is a near copy just above (80 of 99)', () => {
      expect(findNearCopy(draftWith(19), [earlier])).toEqual({ id: 5, similarity: 80 / 99 });
    });

    it('is not just below (80 of 101)', () => {
      expect(scoutSimilarity(draftWith(21), earlier)).toBe(80 / 101);
      expect(findNearCopy(draftWith(21), [earlier])).toBeNull();
    });

    it('counts a 3-gram repeated in the draft once', () => {
      // Only the two 3-grams across the seam are new.
      const repeated = { ...draftWith(20), body: draftWith(20).body + distinctKanji(0, 82) };
      expect(scoutSimilarity(repeated, earlier)).toBe(80 / 102);
    });
  });

  describe('short drafts', () => {
    it('compares them whole: equal is a copy', () => {
      const draft = { body: 'ぜひ一度お話ししませんか？', recipientNames: SATO };
      const earlier = { id: 3, body: 'ぜひ一度 お話ししませんか?', recipientNames: YAMADA };
      expect(findNearCopy(draft, [earlier])).toEqual({ id: 3, similarity: 1 });
    });

    it('compares them after the names are taken out', () => {
      const draft = { body: '佐藤様、ぜひ一度お話ししませんか', recipientNames: SATO };
      const earlier = { id: 3, body: '山田様、ぜひ一度お話ししませんか', recipientNames: YAMADA };
      expect(findNearCopy(draft, [earlier])).toEqual({ id: 3, similarity: 1 });
    });

    it('compares them whole: one character apart is not a copy', () => {
      const draft = { body: 'ぜひ一度お話ししませんか', recipientNames: SATO };
      const earlier = { id: 3, body: 'ぜひ一度お話ししませんね', recipientNames: YAMADA };
      expect(findNearCopy(draft, [earlier])).toBeNull();
      expect(scoutSimilarity(draft, earlier)).toBe(0);
    });

    it('compares them whole: a short draft inside a long scout is not a copy', () => {
      const draft = { body: 'よろしくお願いいたします。', recipientNames: SATO };
      expect(findNearCopy(draft, [sentToYamada])).toBeNull();
    });

    it('switches to 3-grams at 17 normalised characters', () => {
      const earlier: PreviousScout = { id: 1, body: distinctKanji(0, 40), recipientNames: [] };
      const sixteen = { body: distinctKanji(0, 16), recipientNames: [] };
      const seventeen = { body: distinctKanji(0, 17), recipientNames: [] };
      expect(findNearCopy(sixteen, [earlier])).toBeNull();
      expect(findNearCopy(seventeen, [earlier])).toEqual({ id: 1, similarity: 1 });
    });
  });

  it('picks the most similar earlier scout, and the first listed of equals', () => {
    const draft = {
      body: template('佐藤 花子', '600', 'ストックオプションの付与もあります。'),
      recipientNames: SATO,
    };
    const closer = {
      id: 12,
      body: template('田中 一郎', '700', 'ストックオプションの付与もあります。'),
      recipientNames: TANAKA,
    };
    const unrelated = { id: 13, body: distinctKanji(0, 300), recipientNames: [] };
    expect(findNearCopy(draft, [unrelated, sentToYamada, closer])).toEqual({
      id: 12,
      similarity: 1,
    });
    const twin = { ...sentToYamada, id: 14 };
    expect(
      findNearCopy({ body: template('佐藤'), recipientNames: SATO }, [sentToYamada, twin]),
    ).toEqual({ id: 11, similarity: 1 });
  });

  it('handles characters outside the BMP', () => {
    const body = `${distinctKanji(0, 30)}🚀𠮷野家🎉${distinctKanji(40, 30)}`;
    const draft = { body, recipientNames: [] };
    expect(findNearCopy(draft, [{ id: 1, body, recipientNames: [] }])).toEqual({
      id: 1,
      similarity: 1,
    });
    const other = { id: 2, body: body.replace('𠮷', '吉'), recipientNames: [] };
    expect(scoutSimilarity(draft, other)).toBeLessThan(1);
    expect(scoutSimilarity(draft, other)).toBeGreaterThan(0.9);
  });

  it('compares against 200 earlier scouts of 5,000 characters', () => {
    let seed = 42;
    const random = () => {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
      return seed / 2 ** 32;
    };
    const alphabet = [
      ...'あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをん',
      ...'。、！？ー',
      ...distinctKanji(0, 1500),
    ];
    const text = (length: number) => {
      let s = '';
      while (s.length < length) {
        s += alphabet[Math.floor(random() * alphabet.length)];
        if (random() < 0.03) s += '\n';
        if (random() < 0.005) s += ` 年収600万円 https://github.com/kiseki/x${s.length} `;
      }
      return s.slice(0, length);
    };
    const previous = Array.from({ length: 200 }, (_, id) => ({
      id,
      body: text(5000),
      recipientNames: YAMADA,
    }));
    const draft = { body: text(5000), recipientNames: SATO };
    expect(findNearCopy(draft, previous)).toBeNull();
    expect(findNearCopy(previous[7]!, previous)).toEqual({ id: 7, similarity: 1 });
  });
});
