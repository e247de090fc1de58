import {
  BUSINESS_TYPES,
  EMPLOYMENT_TYPE_LABELS,
  type InterviewCoachingWire,
  jobPositionsById,
  PREFERRED_CONDITIONS,
  WORK_STYLE_LABELS,
} from '@kiseki/contract';
import { z } from 'zod';
import type { AiConfig } from '../../../config';
import {
  type CoachingInput,
  HIGHLIGHTS_MAX,
  LIKELY_QUESTIONS_MAX,
  QUESTIONS_TO_ASK_MAX,
} from './coaching-engine';

/*
 * The optional outside coach: an OpenAI-compatible Chat Completions API (OpenAI itself, Azure
 * OpenAI's compatible endpoint, or a model server such as vLLM or Ollama) at a base URL the
 * operator configures.
 *
 * It is called with global fetch, not through integrations/http: that client's address guard
 * exists for URLs people give us (blogs, feeds), which must never reach inside our network.
 * This URL comes from the operator's environment, and pointing it at a model server on the
 * same machine or network is a normal deployment, so the guard would only get in the way.
 * Redirects are refused instead, so the API key never travels to an address nobody
 * configured.
 *
 * Whatever goes wrong (timeout, HTTP error, a body that is not the JSON asked for) is an
 * outcome, not an exception: the caller falls back to the built-in coach.
 */

/** What the outside coach produced: the three lists of the wire's coaching. */
export type ExternalCoaching = Pick<
  InterviewCoachingWire,
  'likely_questions' | 'highlights' | 'questions_to_ask'
>;

export type ExternalOutcome =
  | { ok: true; coaching: ExternalCoaching }
  | { ok: false; reason: string };

export interface ExternalCoachingProvider {
  /** `draft` is the built-in result, sent along as a starting point. */
  generate(input: CoachingInput, draft: ExternalCoaching): Promise<ExternalOutcome>;
}

export const EXTERNAL_TIMEOUT_MS = 20_000;
/** A coaching answer is a few kilobytes; anything near this is not one. */
const MAX_RESPONSE_BYTES = 1024 * 1024;
const TEXT_MAX = 600;

/** The provider the configuration describes, or null when it describes none. */
export function providerFromConfig(ai: AiConfig): ExternalCoachingProvider | null {
  if (!ai.apiUrl || !ai.model) return null;
  return createChatCompletionsProvider({ apiUrl: ai.apiUrl, apiKey: ai.apiKey, model: ai.model });
}

export interface ChatCompletionsOptions {
  apiUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs?: number;
}

export function createChatCompletionsProvider(
  options: ChatCompletionsOptions,
): ExternalCoachingProvider {
  const endpoint = `${options.apiUrl.replace(/\/+$/, '')}/chat/completions`;
  const timeoutMs = options.timeoutMs ?? EXTERNAL_TIMEOUT_MS;
  return {
    async generate(input, draft) {
      let response: Response;
      const signal = AbortSignal.timeout(timeoutMs);
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          redirect: 'error',
          signal,
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: options.model,
            temperature: 0.4,
            response_format: { type: 'json_object' },
            messages: [
              { role: 'system', content: SYSTEM_PROMPT },
              { role: 'user', content: userPrompt(input, draft) },
            ],
          }),
        });
      } catch (err) {
        return { ok: false, reason: failureOf(err, timeoutMs) };
      }
      try {
        if (!response.ok) {
          await response.body?.cancel();
          return { ok: false, reason: `HTTP ${response.status}` };
        }
        const text = await readBounded(response, MAX_RESPONSE_BYTES);
        if (text === null) return { ok: false, reason: 'response too large' };
        return parseCompletion(text);
      } catch (err) {
        return { ok: false, reason: failureOf(err, timeoutMs) };
      }
    },
  };
}

function failureOf(err: unknown, timeoutMs: number): string {
  const name = (err as Error | undefined)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return `no answer within ${timeoutMs} ms`;
  const cause = (err as { cause?: { code?: string } } | undefined)?.cause?.code;
  return `request failed${cause ? ` (${cause})` : ''}`;
}

/** The body as text, or null once it passes `maxBytes` (the rest is not read). */
async function readBounded(response: Response, maxBytes: number): Promise<string | null> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/** Text from the model: no control characters but line breaks, trimmed, bounded. */
const modelText = (max: number) =>
  z
    .string()
    .transform((v) =>
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      v.replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '').trim(),
    )
    .pipe(z.string().min(1).max(max));

/** The JSON the prompt asks for. Longer lists are cut to the built-in engine's limits. */
const coachingContentSchema = z.object({
  likely_questions: z
    .array(z.object({ question: modelText(TEXT_MAX), intent: modelText(TEXT_MAX) }))
    .min(1)
    .max(30),
  highlights: z.array(z.object({ title: modelText(200), detail: modelText(TEXT_MAX) })).max(30),
  questions_to_ask: z.array(modelText(TEXT_MAX)).min(1).max(30),
});

/** An OpenAI chat completion → coaching, or why it is not one. */
export function parseCompletion(body: string): ExternalOutcome {
  let completion: z.infer<typeof completionSchema>;
  try {
    const parsed = completionSchema.safeParse(JSON.parse(body));
    if (!parsed.success) return { ok: false, reason: 'not a chat completion' };
    completion = parsed.data;
  } catch {
    return { ok: false, reason: 'response is not JSON' };
  }
  const content = completion.choices[0]?.message.content ?? '';
  // Some models wrap JSON in a Markdown fence even when asked for a JSON object.
  const unfenced = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  let json: unknown;
  try {
    json = JSON.parse(unfenced);
  } catch {
    return { ok: false, reason: 'content is not JSON' };
  }
  const coaching = coachingContentSchema.safeParse(json);
  if (!coaching.success) return { ok: false, reason: 'content does not match the coaching format' };
  return {
    ok: true,
    coaching: {
      likely_questions: coaching.data.likely_questions.slice(0, LIKELY_QUESTIONS_MAX),
      highlights: coaching.data.highlights.slice(0, HIGHLIGHTS_MAX),
      questions_to_ask: coaching.data.questions_to_ask.slice(0, QUESTIONS_TO_ASK_MAX),
    },
  };
}

const SYSTEM_PROMPT = [
  'あなたは日本のソフトウェアエンジニアの転職を支援する、経験豊富な面接コーチです。',
  '与えられた求人と候補者の経歴をもとに、その求人の面接に向けた準備を日本語で作成してください。',
  '経歴に書かれていない経験や実績を作り出してはいけません。求人にない条件を想像で補ってもいけません。',
  '出力は次の形のJSONオブジェクトだけにしてください（前後に説明文やコードブロックを付けないこと）。',
  '{"likely_questions":[{"question":"面接官が聞きそうな質問","intent":"質問の意図と、候補者が準備すべきこと"}],',
  '"highlights":[{"title":"アピールすべき経験（会社名や年数を含む短い見出し）","detail":"求人のどの要件に当てはまり、どう話すとよいか"}],',
  '"questions_to_ask":["候補者から面接官にする逆質問"]}',
  `likely_questions は${LIKELY_QUESTIONS_MAX}個まで、highlights は${HIGHLIGHTS_MAX}個まで、questions_to_ask は${QUESTIONS_TO_ASK_MAX}個までにしてください。`,
  '参考として、ルールベースの分析結果（draft）も渡します。内容が正しければ活かし、より具体的で自然な表現に改善してください。',
].join('\n');

/**
 * The job and the career as the model reads them. Nothing that identifies the person is in
 * it (no name, mail, birthdate or address): the external-AI policy promises as much.
 */
function userPrompt(input: CoachingInput, draft: ExternalCoaching): string {
  const { job, career } = input;
  const payload = {
    job: {
      title: job.title,
      company: job.companyName,
      positions: job.positions.map((p) => p.name),
      tags: job.tags.map((t) => t.name),
      business_type: BUSINESS_TYPES.find((b) => b.id === job.businessType)?.label,
      work_style: WORK_STYLE_LABELS[job.workStyle],
      employment_type: EMPLOYMENT_TYPE_LABELS[job.employmentType],
      preferred_conditions: job.preferredConditionIds.flatMap((id) => {
        const condition = PREFERRED_CONDITIONS.find((c) => c.id === id);
        return condition ? [condition.label] : [];
      }),
      job_details: job.jobDetails,
      required_skills: job.requiredSkills,
      welcome_skills: job.welcomeSkills,
      development_environment: job.developmentEnvironment,
      working_conditions: job.workingConditions,
    },
    career: {
      experiences: career.experiences.map((e) => ({
        organization: e.organizationName,
        positions: e.positionIds.flatMap((id) => {
          const position = jobPositionsById.get(id);
          return position ? [position.name] : [];
        }),
        title: e.positionName,
        client_work: e.isClientWork ? (e.clientCompanyName ?? true) : false,
        from: `${e.startYear}-${String(e.startMonth).padStart(2, '0')}`,
        to:
          e.endYear === null || e.endMonth === null
            ? '現在'
            : `${e.endYear}-${String(e.endMonth).padStart(2, '0')}`,
        description: e.description,
      })),
      skill_tags: career.skillTags.map((t) => ({ name: t.name, level_1_to_5: t.level })),
      want_to_do: career.wantToDo,
      job_summary: career.jobSummary,
    },
    draft,
  };
  return JSON.stringify(payload);
}
