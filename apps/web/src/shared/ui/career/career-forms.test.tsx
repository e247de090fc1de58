import { CAREER_MESSAGES } from '@kiseki/contract/career-rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { careerKeys, type JobPositionCategory } from '../../api/career';
import { ApiError } from '../../api/errors';
import { EducationForm } from './EducationForm';
import { ExperienceForm } from './ExperienceForm';
import { PositionSelect } from './PositionSelect';
import { currentJapanYearMonth, YearMonthSelect } from './YearMonthSelect';

const CATEGORIES: JobPositionCategory[] = [
  {
    id: 1,
    jobPositionCategoryName: '開発',
    positionList: [
      { id: 1, jobPositionName: 'フロントエンドエンジニア' },
      { id: 2, jobPositionName: 'バックエンドエンジニア' },
    ],
  },
  {
    id: 3,
    jobPositionCategoryName: 'インフラ・SRE',
    positionList: [
      { id: 4, jobPositionName: 'インフラエンジニア' },
      // Listed twice by the master: shown once.
      { id: 2, jobPositionName: 'バックエンドエンジニア' },
    ],
  },
];

function renderWithPositions(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(careerKeys.jobPositions, CATEGORIES);
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

const SAVE_FAILED = 'エラーが発生しました、もう一度お試しください';
const serverError = (path: string) =>
  new ApiError({
    status: 500,
    code: 'internal_error',
    message: 'x',
    method: 'POST',
    path,
  });
const networkError = (path: string) =>
  new ApiError({ status: 0, code: 'network_error', message: 'x', method: 'POST', path });

/** A stored experience, valid as it is: submitting sends it at once. */
const STORED_EXPERIENCE = {
  organization_name: 'キセキ',
  positions: [1],
  start_year: 2019,
  start_month: 1,
  end_year: 2020,
  end_month: 12,
};
const STORED_EDUCATION = {
  school_name: '東京大学',
  school_type: 0,
  end_year: 2018,
  end_month: 3,
  enrollment_status: 0,
};

describe('YearMonthSelect', () => {
  it('offers this year back 100 for experiences and 50 back through 6 ahead for education', () => {
    const { year } = currentJapanYearMonth();
    const { rerender } = render(
      <YearMonthSelect label="開始年月" year={null} month={null} onChange={() => {}} />,
    );
    const years = () =>
      [...select('開始年月の年').options].map((o) => o.value).filter((v) => v !== '');
    expect(years()[0]).toBe(String(year));
    expect(years().at(-1)).toBe(String(year - 100));
    expect(years()).toHaveLength(101);
    expect([...select('開始年月の月').options].map((o) => o.value)).toEqual([
      '',
      ...Array.from({ length: 12 }, (_, i) => String(i + 1)),
    ]);
    rerender(
      <YearMonthSelect
        label="開始年月"
        range="educationEnd"
        year={null}
        month={null}
        onChange={() => {}}
      />,
    );
    expect(years()[0]).toBe(String(year + 6));
    expect(years().at(-1)).toBe(String(year - 50));
  });

  it('reports the pair, and shows its error on both selects', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <YearMonthSelect
        label="終了年月"
        year={2020}
        month={null}
        onChange={onChange}
        error="終了月を選択してください。"
      />,
    );
    await user.selectOptions(select('終了年月の月'), '4');
    expect(onChange).toHaveBeenLastCalledWith({ year: 2020, month: 4 });
    await user.selectOptions(select('終了年月の年'), '');
    expect(onChange).toHaveBeenLastCalledWith({ year: null, month: null });
    expect(select('終了年月の年').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('group', { name: '終了年月' })).toBeTruthy();
    expect(select('終了年月の月').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('終了月を選択してください。')).toBeTruthy();
  });
});

describe('PositionSelect', () => {
  it('picks positions from grouped checkboxes, shows them as chips and removes them', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithPositions(<PositionSelect value={[2, 2]} onChange={onChange} />);
    // Duplicates in the value show once.
    const chips = screen.getByRole('list', { name: '1件選択中' });
    expect(within(chips).getAllByRole('listitem')).toHaveLength(1);

    const toggle = screen.getByRole('button', { name: '職種を選ぶ' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const infra = screen.getByRole('group', { name: 'インフラ・SRE' });
    // The position listed under two categories appears only under the first.
    expect(within(infra).queryByLabelText('バックエンドエンジニア')).toBeNull();
    await user.click(within(infra).getByLabelText('インフラエンジニア'));
    expect(onChange).toHaveBeenLastCalledWith([2, 4]);
  });

  it('filters, closes on Escape with focus back on the button, and removes a chip', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithPositions(<PositionSelect value={[1, 4]} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '職種を選ぶ' }));
    await user.type(screen.getByRole('searchbox', { name: '職種を絞り込む' }), 'インフラ');
    expect(screen.queryByLabelText('フロントエンドエンジニア')).toBeNull();
    expect(screen.getByLabelText('インフラエンジニア')).toBeTruthy();
    await user.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: '職種を選ぶ' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    await user.click(screen.getByRole('button', { name: 'フロントエンドエンジニアを外す' }));
    expect(onChange).toHaveBeenLastCalledWith([4]);
  });

  it('shows its error and marks the button invalid', () => {
    renderWithPositions(
      <PositionSelect value={[]} onChange={() => {}} error={CAREER_MESSAGES.positionRequired} />,
    );
    expect(screen.getByText('職種が選ばれていません')).toBeTruthy();
    expect(screen.getByText(CAREER_MESSAGES.positionRequired)).toBeTruthy();
    expect(screen.getByRole('button', { name: '職種を選ぶ' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });
});

describe('ExperienceForm', { timeout: 20_000 }, () => {
  it('asks for the company name and at least one position', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithPositions(<ExperienceForm submitLabel="追加する" onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: '追加する' }));
    expect(await screen.findByText(CAREER_MESSAGES.organizationNameRequired)).toBeTruthy();
    expect(screen.getByText(CAREER_MESSAGES.positionRequired)).toBeTruthy();
    expect(screen.getByText('開始年を選択してください。')).toBeTruthy();
    expect(screen.getByText('終了年を選択してください。')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    // The first invalid field takes focus.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('会社名')));
  });

  it('sends the contract request; 現在も在籍中 means no end', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithPositions(<ExperienceForm submitLabel="追加する" onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('会社名'), ' 株式会社キセキ ');
    await user.click(screen.getByRole('button', { name: '職種を選ぶ' }));
    await user.click(screen.getByLabelText('バックエンドエンジニア'));
    await user.click(screen.getByRole('button', { name: '選択を終える' }));
    await user.selectOptions(select('開始年月の年'), '2020');
    await user.selectOptions(select('開始年月の月'), '4');
    await user.selectOptions(select('終了年月の年'), '2021');
    await user.selectOptions(select('終了年月の月'), '3');
    await user.click(screen.getByLabelText('現在も在籍中'));
    expect(select('終了年月の年').disabled).toBe(true);
    await user.type(screen.getByLabelText('業務内容'), '決済基盤の開発{Enter}チームリード');
    await user.click(screen.getByRole('button', { name: '追加する' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      organization_name: '株式会社キセキ',
      positions: [2],
      position_name: '',
      is_client_work: false,
      client_company_name: null,
      start_year: 2020,
      start_month: 4,
      end_year: null,
      end_month: null,
      description: '決済基盤の開発\nチームリード',
    });
  });

  it('refuses an end before the start, and starts at this month when asked', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    const now = currentJapanYearMonth();
    renderWithPositions(
      <ExperienceForm submitLabel="保存する" onSubmit={onSubmit} defaultStartToNow />,
    );
    expect(select('開始年月の年').value).toBe(String(now.year));
    expect(select('開始年月の月').value).toBe(String(now.month));
    expect((screen.getByLabelText('現在も在籍中') as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByLabelText('現在も在籍中'));
    await user.selectOptions(select('終了年月の年'), String(now.year - 1));
    await user.selectOptions(select('終了年月の月'), '1');
    await user.type(screen.getByLabelText('会社名'), 'キセキ');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText(CAREER_MESSAGES.endBeforeStart)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('edits the given values and puts the server field errors on the fields', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError({
        status: 400,
        code: 'validation_failed',
        message: '入力内容に誤りがあります。',
        method: 'PUT',
        path: '/api/user/experiences/1/',
        fields: { organization_name: ['この会社名は使えません。'] },
      });
    });
    const onCancel = vi.fn();
    const user = userEvent.setup();
    renderWithPositions(
      <ExperienceForm
        submitLabel="保存する"
        onSubmit={onSubmit}
        onCancel={onCancel}
        defaultValues={{
          organization_name: 'キセキ',
          positions: [1],
          is_client_work: true,
          client_company_name: '顧客A',
          start_year: 2019,
          start_month: 1,
          end_year: 2020,
          end_month: 12,
          description: null,
        }}
      />,
    );
    expect((screen.getByLabelText('クライアント企業名') as HTMLInputElement).value).toBe('顧客A');
    expect((screen.getByLabelText('現在も在籍中') as HTMLInputElement).checked).toBe(false);
    expect(select('終了年月の年').value).toBe('2020');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('この会社名は使えません。')).toBeTruthy();
    expect(screen.getByLabelText('会社名').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ client_company_name: '顧客A', end_year: 2020, end_month: 12 }),
    );
    await user.click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it.each([
    ['a server error', serverError('/api/user/experiences/')],
    ['a network failure', networkError('/api/user/experiences/')],
  ])(
    'says saveFailedMessage above the buttons on %s, as an alert that takes focus',
    async (_, error) => {
      const onSubmit = vi.fn().mockRejectedValueOnce(error).mockResolvedValueOnce(undefined);
      const user = userEvent.setup();
      renderWithPositions(
        <ExperienceForm
          submitLabel="保存する"
          saveFailedMessage={SAVE_FAILED}
          onSubmit={onSubmit}
          defaultValues={STORED_EXPERIENCE}
        />,
      );
      await user.click(screen.getByRole('button', { name: '保存する' }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(SAVE_FAILED);
      await waitFor(() => expect(document.activeElement).toBe(alert));
      // Right before the buttons, where the person tries again.
      expect(
        alert.nextElementSibling?.contains(screen.getByRole('button', { name: '保存する' })),
      ).toBe(true);
      expect(screen.getByLabelText('会社名').getAttribute('aria-invalid')).toBeNull();
      // Trying again clears it.
      await user.click(screen.getByRole('button', { name: '保存する' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
      await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    },
  );

  it('leaves a server error to the shell without saveFailedMessage', async () => {
    const onSubmit = vi.fn(async () => {
      throw serverError('/api/user/experiences/');
    });
    const user = userEvent.setup();
    renderWithPositions(
      <ExperienceForm
        submitLabel="保存する"
        onSubmit={onSubmit}
        defaultValues={STORED_EXPERIENCE}
      />,
    );
    await user.click(screen.getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('with saveFailedMessage, still puts a 400 on the fields and says nothing more', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError({
        status: 400,
        code: 'validation_failed',
        message: '入力内容に誤りがあります。',
        method: 'POST',
        path: '/api/user/experiences/',
        fields: { organization_name: ['この会社名は使えません。'] },
      });
    });
    const user = userEvent.setup();
    renderWithPositions(
      <ExperienceForm
        submitLabel="保存する"
        saveFailedMessage={SAVE_FAILED}
        onSubmit={onSubmit}
        defaultValues={STORED_EXPERIENCE}
      />,
    );
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('この会社名は使えません。')).toBeTruthy();
    expect(screen.getByLabelText('会社名').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(SAVE_FAILED)).toBeNull();
  });
});

describe('EducationForm', { timeout: 20_000 }, () => {
  it('requires the school name, a school type other than 未選択, the end and the status', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<EducationForm submitLabel="追加する" onSubmit={onSubmit} />);
    expect(select('学校種別').value).toBe('-1');
    expect([...select('学校種別').options].map((o) => o.text)).toEqual([
      '未選択',
      '大学',
      '短期大学',
      '大学院（修士）',
      '大学院（博士）',
      '専門学校',
      '高等学校',
      '高等専門学校',
      '中学校',
      'その他',
    ]);
    await user.click(screen.getByRole('button', { name: '追加する' }));
    expect(await screen.findByText(CAREER_MESSAGES.schoolNameRequired)).toBeTruthy();
    expect(screen.getByText(CAREER_MESSAGES.schoolTypeInvalid)).toBeTruthy();
    expect(screen.getByText('卒業（予定）年を選択してください。')).toBeTruthy();
    expect(screen.getByText(CAREER_MESSAGES.enrollmentStatusInvalid)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('学校名'), '東京大学');
    await user.selectOptions(select('学校種別'), '2');
    await user.selectOptions(select('卒業（予定）年月の年'), '2018');
    await user.selectOptions(select('卒業（予定）年月の月'), '3');
    await user.click(screen.getByRole('radio', { name: '卒業' }));
    await user.type(screen.getByLabelText('学部・学科・専攻'), '情報理工学系研究科');
    await user.click(screen.getByRole('button', { name: '追加する' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      school_name: '東京大学',
      school_type: 2,
      end_year: 2018,
      end_month: 3,
      enrollment_status: 0,
      major: '情報理工学系研究科',
    });
  });

  it('says saveFailedMessage on a server error, and puts a 400 on the fields', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(serverError('/api/user/educations/'))
      .mockRejectedValueOnce(
        new ApiError({
          status: 400,
          code: 'validation_failed',
          message: '入力内容に誤りがあります。',
          method: 'PUT',
          path: '/api/user/educations/',
          fields: { school_name: ['学校名が長すぎます。'] },
        }),
      );
    const user = userEvent.setup();
    render(
      <EducationForm
        submitLabel="保存する"
        saveFailedMessage={SAVE_FAILED}
        onSubmit={onSubmit}
        defaultValues={STORED_EDUCATION}
      />,
    );
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SAVE_FAILED);

    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('学校名が長すぎます。')).toBeTruthy();
    expect(screen.getByLabelText('学校名').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(SAVE_FAILED)).toBeNull();
  });
});
