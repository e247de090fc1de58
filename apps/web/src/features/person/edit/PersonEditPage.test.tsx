import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { personApi, personInfoWire, skillTagWire } from '../test-server';
import { addProblem } from './SkillTagsForm';

const form = (name: string) => screen.findByRole('form', { name });
const sent = (api: ReturnType<typeof personApi>, method: string, path: string) =>
  api.requests.filter((r) => r.method === method && r.path === path);

describe('/person/edit', { timeout: 20_000 }, () => {
  describe('基本情報', () => {
    it('validates with the contract schema before anything is sent', async () => {
      const api = personApi();
      const user = userEvent.setup();
      renderApp('/person/edit');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'プロフィールを編集' }),
      ).toBeTruthy();
      await waitFor(() => expect(document.title).toBe('プロフィールを編集 | Kiseki'));
      const basics = await form('基本情報');
      const name = within(basics).getByLabelText('名前', { selector: 'input' });
      expect((name as HTMLInputElement).value).toBe('山田 花子');
      expect((within(basics).getByLabelText('自己紹介') as HTMLTextAreaElement).value).toContain(
        '\n技術記事も書きます。',
      );

      await user.clear(name);
      await user.click(within(basics).getByRole('button', { name: 'リンクを追加' }));
      await user.type(within(basics).getByLabelText('リンク2の名前'), 'ブログ');
      await user.type(within(basics).getByLabelText('リンク2のURL'), 'javascript:alert(1)');
      await user.click(within(basics).getByRole('button', { name: '保存する' }));

      expect(await within(basics).findByText('名前を入力してください。')).toBeTruthy();
      expect(
        within(basics).getByText('http:// または https:// で始まるURLを入力してください。'),
      ).toBeTruthy();
      expect(name.getAttribute('aria-invalid')).toBe('true');
      expect(sent(api, 'PUT', '/api/person/')).toHaveLength(0);
    });

    it('allows five links at most, and removes one', async () => {
      personApi();
      const user = userEvent.setup();
      renderApp('/person/edit');
      const basics = await form('基本情報');
      for (let i = 0; i < 4; i++) {
        await user.click(within(basics).getByRole('button', { name: 'リンクを追加' }));
      }
      expect(within(basics).getByLabelText('リンク5のURL')).toBeTruthy();
      expect(within(basics).queryByRole('button', { name: 'リンクを追加' })).toBeNull();
      expect(within(basics).getByText('リンクは5件まで登録できます。')).toBeTruthy();

      await user.click(within(basics).getByRole('button', { name: 'リンク1を削除' }));
      expect(within(basics).queryByLabelText('リンク5のURL')).toBeNull();
      expect(within(basics).getByRole('button', { name: 'リンクを追加' })).toBeTruthy();
    });

    it('saves name, bio and links, and says 保存しました', async () => {
      const api = personApi();
      const user = userEvent.setup();
      renderApp('/person/edit');
      const basics = await form('基本情報');
      const name = within(basics).getByLabelText('名前', { selector: 'input' });
      await user.clear(name);
      await user.type(name, '山田 花子（Hanako）');
      const bio = within(basics).getByLabelText('自己紹介');
      await user.clear(bio);
      await user.type(bio, '一行目{Enter}二行目');
      await user.click(within(basics).getByRole('button', { name: 'リンクを追加' }));
      await user.type(within(basics).getByLabelText('リンク2の名前'), 'X');
      await user.type(within(basics).getByLabelText('リンク2のURL'), 'https://x.com/hanako');
      await user.click(within(basics).getByRole('button', { name: '保存する' }));

      expect(await screen.findByText('保存しました')).toBeTruthy();
      const [put] = sent(api, 'PUT', '/api/person/');
      expect(JSON.parse(put?.body ?? '{}')).toEqual({
        name: '山田 花子（Hanako）',
        bio: '一行目\n二行目',
        links: [
          { label: '個人サイト', url: 'https://hanako.example.jp' },
          { label: 'X', url: 'https://x.com/hanako' },
        ],
      });
      expect(api.state.info.name).toBe('山田 花子（Hanako）');
    });

    it("shows the server's field messages next to their fields and keeps what was typed", async () => {
      const api = personApi(
        {},
        {
          'PUT /api/person/': () =>
            jsonResponse(
              {
                error: {
                  code: 'validation_failed',
                  message: '入力内容を確認してください。',
                  fields: { 'links.0.url': ['このURLは登録できません。'] },
                },
              },
              400,
            ),
        },
      );
      const user = userEvent.setup();
      renderApp('/person/edit');
      const basics = await form('基本情報');
      const bio = within(basics).getByLabelText('自己紹介') as HTMLTextAreaElement;
      await user.clear(bio);
      await user.type(bio, '書きかけの自己紹介');
      await user.click(within(basics).getByRole('button', { name: '保存する' }));

      expect(await within(basics).findByText('このURLは登録できません。')).toBeTruthy();
      expect(within(basics).getByLabelText('リンク1のURL').getAttribute('aria-invalid')).toBe(
        'true',
      );
      expect(bio.value).toBe('書きかけの自己紹介');
      expect(screen.queryByText('保存しました')).toBeNull();
      expect(sent(api, 'PUT', '/api/person/')).toHaveLength(1);
    });
  });

  describe('スキルタグ', () => {
    it('adds by typing, refuses duplicates, sets levels, reorders, removes, and saves in order', async () => {
      const api = personApi({
        skillTags: [
          skillTagWire('TypeScript', 4),
          skillTagWire('Go', 2),
          skillTagWire('Rust', 1, true),
          skillTagWire('Docker', 3, true),
        ],
      });
      const user = userEvent.setup();
      renderApp('/person/edit');
      const tags = await form('スキルタグ');
      const rows = () =>
        within(within(tags).getByRole('list', { name: '登録するスキルタグ' }))
          .getAllByRole('listitem')
          .map((li) => li.querySelector('span:nth-of-type(2)')?.textContent);
      expect(rows()).toEqual(['TypeScript', 'Go']);

      // Suggestions are apart, with 追加 buttons.
      const suggestions = within(tags).getByRole('region', {
        name: 'アウトプットから見つけた候補',
      });
      expect(within(suggestions).getByText('Rust')).toBeTruthy();

      const input = within(tags).getByLabelText('追加するスキルタグ');
      await user.type(input, 'typescript{Enter}');
      expect(within(tags).getByText('そのスキルタグはすでに追加されています。')).toBeTruthy();
      await user.clear(input);
      await user.type(input, '  React  {Enter}');
      expect(rows()).toEqual(['TypeScript', 'Go', 'React']);
      expect((input as HTMLInputElement).value).toBe('');
      expect(document.activeElement).toBe(input);

      await user.click(within(suggestions).getByRole('button', { name: 'Rustを追加' }));
      expect(rows()).toEqual(['TypeScript', 'Go', 'React', 'Rust']);
      expect(within(tags).queryByRole('button', { name: 'Rustを追加' })).toBeNull();

      await user.selectOptions(within(tags).getByLabelText('Reactのレベル'), '3');
      await user.click(within(tags).getByRole('button', { name: 'Reactを上へ' }));
      expect(rows()).toEqual(['TypeScript', 'React', 'Go', 'Rust']);
      await user.click(within(tags).getByRole('button', { name: 'TypeScriptを下へ' }));
      expect(rows()).toEqual(['React', 'TypeScript', 'Go', 'Rust']);
      await user.click(within(tags).getByRole('button', { name: 'Goを削除' }));
      expect(rows()).toEqual(['React', 'TypeScript', 'Rust']);
      expect(within(tags).getByText('保存していない変更があります。')).toBeTruthy();

      await user.click(within(tags).getByRole('button', { name: '保存する' }));
      expect(await screen.findByText('保存しました')).toBeTruthy();
      const [put] = sent(api, 'PUT', '/api/person/skill_tags/');
      expect(JSON.parse(put?.body ?? '{}')).toEqual({
        skill_tags: [
          { name: 'React', level: 3 },
          { name: 'TypeScript', level: 4 },
          { name: 'Rust', level: 1 },
        ],
      });
      await waitFor(() =>
        expect(within(tags).queryByText('保存していない変更があります。')).toBeNull(),
      );
      // Saved: the suggestions not taken are gone, on the server as here.
      expect(
        within(tags).queryByRole('region', { name: 'アウトプットから見つけた候補' }),
      ).toBeNull();
    });

    it("keeps the list when the server refuses it, with the message at the tag's row", async () => {
      personApi(
        { skillTags: [skillTagWire('Go', 2)] },
        {
          'PUT /api/person/skill_tags/': () =>
            jsonResponse(
              {
                error: {
                  code: 'validation_failed',
                  message: '入力内容を確認してください。',
                  fields: { 'skill_tags.1.name': ['同じスキルタグが重複しています。'] },
                },
              },
              400,
            ),
        },
      );
      const user = userEvent.setup();
      renderApp('/person/edit');
      const tags = await form('スキルタグ');
      await user.type(within(tags).getByLabelText('追加するスキルタグ'), 'Kotlin{Enter}');
      await user.click(within(tags).getByRole('button', { name: '保存する' }));
      const list = within(tags).getByRole('list', { name: '登録するスキルタグ' });
      const kotlin = within(list).getAllByRole('listitem')[1] as HTMLElement;
      expect(await within(kotlin).findByText('同じスキルタグが重複しています。')).toBeTruthy();
      expect(within(list).getAllByRole('listitem')).toHaveLength(2);
      expect(screen.queryByText('保存しました')).toBeNull();
    });
  });

  it('offers 再読み込み when the profile cannot be loaded', async () => {
    let fail = true;
    personApi(
      {},
      {
        'GET /api/person/': () =>
          fail
            ? jsonResponse({ error: { code: 'not_found', message: 'x' } }, 404)
            : jsonResponse({ person: { person_info: personInfoWire(), skill_tags_info: [] } }),
      },
    );
    const user = userEvent.setup();
    renderApp('/person/edit');
    const retry = await screen.findByRole('button', { name: '再読み込み' });
    fail = false;
    await user.click(retry);
    expect(await form('基本情報')).toBeTruthy();
  });
});

describe('addProblem', () => {
  it('refuses blanks, long names, duplicates (case ignored) and a full list', () => {
    expect(addProblem([], '  ')).toBe('スキルタグを入力してください。');
    expect(addProblem([], 'a'.repeat(41))).toBe('40文字以内で入力してください。');
    expect(addProblem([], 'a'.repeat(40))).toBeNull();
    expect(addProblem(['Go'], ' go ')).toBe('そのスキルタグはすでに追加されています。');
    const fifty = Array.from({ length: 50 }, (_, i) => `tag${i}`);
    expect(addProblem(fifty, 'new')).toBe('スキルタグは50件まで登録できます。');
    expect(addProblem(fifty.slice(1), 'new')).toBeNull();
  });
});
