import { describe, expect, it } from 'vitest';
import { isTechEvent, techWordIn } from './tech-event';

describe('isTechEvent', () => {
  it.each([
    ['TypeScript 勉強会 #42', 'TypeScript'],
    ['Go Conference 2026', 'Go'],
    ['エンジニアのためのキャリア LT 大会', 'エンジニア'],
    ['AWS 初心者向けハンズオン', 'AWS'],
    ['Rust もくもく会 #31', 'Rust'],
    ['生成AI × 業務システム', 'AI'],
    ['PostgreSQL Conference Japan 2025', 'PostgreSQL'],
    ['春のLT大会', 'LT'],
    ['Kubernetes Meetup Tokyo #71', 'Kubernetes'],
    ['新規事業の開発チームづくり', '開発'],
    ['Ｇｏ ランチ会', 'Go'],
  ])('counts "%s" as technical', (title) => {
    expect(isTechEvent({ title })).toBe(true);
  });

  it.each([
    '多摩川河川敷クリーンアップ＆BBQ交流会',
    '朝活読書会 #12',
    '地域の交流会',
    '懇親会（二次会）',
    'Let us go hiking together',
    'Pokémon GO ウォーク',
    'RAIN ☔ 雨の日カフェ会',
    'VOLT ダンス部 練習会',
  ])('does not count "%s"', (title) => {
    expect(techWordIn({ title })).toBeNull();
  });

  it('reads the catch copy, the group name and the hash tag too, not only the title', () => {
    expect(isTechEvent({ title: '第 5 回 交流会', catch: 'Python 好きが集まる夜' })).toBe(true);
    expect(isTechEvent({ title: '第 5 回 交流会', groupTitle: 'Shibuya.rb' })).toBe(true);
    expect(isTechEvent({ title: '第 5 回 交流会', hashTag: 'Flutter' })).toBe(true);
    expect(
      isTechEvent({ title: '第 5 回 交流会', catch: null, groupTitle: '', hashTag: null }),
    ).toBe(false);
  });

  it('lets a tech word win over 交流会', () => {
    expect(techWordIn({ title: 'エンジニア交流会' })).toBe('エンジニア');
    expect(techWordIn({ title: 'Web 制作者の交流会' })).toBe('Web');
  });

  it('treats short Latin words as the exact spelling, long ones ignoring case', () => {
    expect(isTechEvent({ title: 'go 言語ゆる会' })).toBe(false);
    expect(isTechEvent({ title: 'GO 言語ゆる会' })).toBe(false);
    expect(isTechEvent({ title: 'python ゆる会' })).toBe(true);
    expect(isTechEvent({ title: 'C# 入門' })).toBe(true);
    expect(isTechEvent({ title: 'Node.js 入門' })).toBe(true);
  });

  it('counts community names like Kanazawa.rb and Fukuoka.go', () => {
    expect(techWordIn({ title: 'Kanazawa.rb meetup #150' })).toBe('.rb');
    expect(isTechEvent({ title: 'Fukuoka.go #20' })).toBe(true);
    expect(isTechEvent({ title: 'www.example.com の集い' })).toBe(false);
  });
});
