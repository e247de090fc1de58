import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ViewsButton } from './ViewsButton';

/** 2025-04-10 12:00 JST and 2025-03-01 09:00 JST. */
const APRIL_10 = 1_744_254_000;
const MARCH_1 = 1_740_787_200;

const views = [
  {
    companyName: '株式会社テスト',
    companyWebsiteUrl: 'https://www.test.example.co.jp/',
    accessDate: APRIL_10,
  },
  { companyName: 'サンプル合同会社', companyWebsiteUrl: '', accessDate: MARCH_1 },
];

describe('閲覧 N', () => {
  it('lists the companies that viewed the output in a dialog, and returns focus on Escape', async () => {
    const user = userEvent.setup();
    render(<ViewsButton title="Reactの記事" views={2} viewsDetail={views} />);
    const button = screen.getByRole('button', { name: '閲覧 2（「Reactの記事」を見た企業）' });
    expect(button.textContent).toBe('閲覧 2');
    await user.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'このアウトプットを見た企業' });
    expect(within(dialog).getByText(/「Reactの記事」を開いた記録です/)).toBeTruthy();
    const items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const company = within(items[0] as HTMLElement).getByRole('link', { name: /株式会社テスト/ });
    expect(company.getAttribute('href')).toBe('https://www.test.example.co.jp/');
    expect(company.getAttribute('target')).toBe('_blank');
    expect(company.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(items[0] as HTMLElement).getByText('test.example.co.jp')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('2025/04/10 に閲覧')).toBeTruthy();
    // Without a website the name is plain text.
    expect(within(items[1] as HTMLElement).queryByRole('link')).toBeNull();
    expect(within(items[1] as HTMLElement).getByText('サンプル合同会社')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('2025/03/01 に閲覧')).toBeTruthy();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('closes with 閉じる', async () => {
    const user = userEvent.setup();
    render(<ViewsButton title="repo" views={1} viewsDetail={views.slice(0, 1)} />);
    await user.click(screen.getByRole('button', { name: /閲覧 1/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is plain text when nobody viewed the output', () => {
    render(<ViewsButton title="repo" views={0} viewsDetail={[]} />);
    expect(screen.getByText('閲覧 0')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
