import { z } from "zod";
import { normaliseFoodName } from "../../domain/food-lookup";
import { foodRow } from "../../domain/foods";
import { mergeContainers, mergeFoods, overallConfidence } from "./merge";
import {
  CONTAINERS,
  type ContainerCode,
  type FoodGuess,
  type Recogniser,
  type RecognitionResult,
} from "./types";

export interface OpenAiOptions {
  /** Base URL of an OpenAI-compatible server, with or without /v1 (OpenAI, Ollama, vLLM...). */
  url: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  /** Our food names; answers are mapped onto them. */
  vocabulary: readonly string[];
}

/** The vision provider failed (network, timeout, status, or an answer we cannot read). */
export class VisionProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "VisionProviderError";
  }
}

/** Foods the vision model is less sure of than this are not shown (as with the embedded model). */
const MIN_CONFIDENCE = 40;
const MAX_FOODS = 10;
const MAX_CONTAINERS = 3;

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});
const answerSchema = z.object({
  foods: z.array(z.object({ name: z.string(), confidence: z.coerce.number().min(0).max(100) })),
  containers: z.array(z.string().max(40)).max(20).optional(),
  /** An older answer's questions ("What's in the cup?"): read for the container they name. */
  questions: z.array(z.string().max(120)).max(20).optional(),
});

/** The container a model's word or question names ("cup", "What's in the glass?"), if any. */
export function containerOf(text: string): ContainerCode | undefined {
  const words = text.toLowerCase().split(/[^a-z]+/);
  return CONTAINERS.find((c) => words.includes(c) || words.includes(`${c}s`));
}

/** `{url}/chat/completions`, adding /v1 when the URL has no version segment. */
export function chatCompletionsUrl(url: string): string {
  const base = url.replace(/\/+$/, "").replace(/\/chat\/completions$/, "");
  return `${/\/v\d+$/.test(base) ? base : `${base}/v1`}/chat/completions`;
}

function imageDataUrl(image: Buffer): string {
  const type =
    image[0] === 0x89
      ? "image/png"
      : image.subarray(8, 12).toString() === "WEBP"
        ? "image/webp"
        : "image/jpeg";
  return `data:${type};base64,${image.toString("base64")}`;
}

function prompt(vocabulary: readonly string[]): string {
  return [
    "This is a photo of a child's meal. List every food and drink you can see.",
    `Use one of these names whenever it fits: ${vocabulary.join(", ")}.`,
    "Otherwise use a short everyday name (one to three words, lowercase).",
    "Give each a confidence from 0 to 1. Never list plates, cups, bowls, cutlery or people.",
    `If a container hides what is inside, name it in "containers", one of: ${CONTAINERS.join(", ")}.`,
    'Answer with JSON only: {"foods":[{"name":"banana","confidence":0.9}],"containers":[]}',
  ].join("\n");
}

const PLAUSIBLE_NAME = /^[a-z][a-z' -]{0,38}[a-z]$/;

const singulars = (name: string) => [
  name,
  name.replace(/ies$/, "y"),
  name.replace(/es$/, ""),
  name.replace(/s$/, ""),
];

/** Maps a model's name onto our vocabulary (singular or plural); keeps other plausible text. */
export function mapToVocabulary(name: string, vocabulary: readonly string[]): string | undefined {
  const food = normaliseFoodName(name);
  const known = vocabulary.map(normaliseFoodName);
  if (known.includes(food)) return food;
  const forms = new Set(singulars(food));
  const match = known.find((word) => singulars(word).some((form) => forms.has(form)));
  if (match) return match;
  return PLAUSIBLE_NAME.test(food) && food.split(" ").length <= 4 ? food : undefined;
}

/** Reads the model's answer; throws VisionProviderError when it is not what we asked for. */
export function parseAnswer(content: string, vocabulary: readonly string[]): RecognitionResult {
  const text = content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, "");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new VisionProviderError("The vision answer is not JSON", { cause: error });
  }
  const answer = answerSchema.safeParse(json);
  if (!answer.success) throw new VisionProviderError("The vision answer has an unexpected shape");
  const foods: FoodGuess[] = answer.data.foods.flatMap((f) => {
    const name = mapToVocabulary(f.name, vocabulary);
    const confidence = Math.round(f.confidence <= 1 ? f.confidence * 100 : f.confidence);
    // A name that is the food reader's key is a fact the edge words; another is shown as named.
    const key = name && foodRow(name) ? name : null;
    return name && confidence >= MIN_CONFIDENCE ? [{ name, key, confidence }] : [];
  });
  const shown = mergeFoods(foods).slice(0, MAX_FOODS);
  const named = [...(answer.data.containers ?? []), ...(answer.data.questions ?? [])];
  const containers = mergeContainers(named.flatMap((text) => containerOf(text) ?? [])).slice(
    0,
    MAX_CONTAINERS,
  );
  return { foods: shown, overallConfidence: overallConfidence(shown), containers };
}

/** An OpenAI-compatible vision endpoint (chat completions with an image). Throws on any failure. */
export class OpenAiRecogniser implements Recogniser {
  constructor(private readonly options: OpenAiOptions) {}

  async recognise(image: Buffer): Promise<RecognitionResult> {
    const { url, apiKey, model, timeoutMs, vocabulary } = this.options;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetch(chatCompletionsUrl(url), {
        method: "POST",
        signal: controller.signal,
        headers: {
          "content-type": "application/json",
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify({
          model,
          temperature: 0,
          max_tokens: 400,
          response_format: { type: "json_object" },
          messages: [
            {
              role: "user",
              content: [
                { type: "text", text: prompt(vocabulary) },
                { type: "image_url", image_url: { url: imageDataUrl(image) } },
              ],
            },
          ],
        }),
      });
      if (!response.ok) throw new VisionProviderError(`The vision API answered ${response.status}`);
      const completion = completionSchema.safeParse(await response.json());
      const content = completion.success ? completion.data.choices[0].message.content : null;
      if (content === null) throw new VisionProviderError("The vision API sent no answer");
      return parseAnswer(content, vocabulary);
    } catch (error) {
      if (error instanceof VisionProviderError) throw error;
      const message = controller.signal.aborted
        ? `The vision API did not answer within ${timeoutMs} ms`
        : "The vision API could not be reached or sent unreadable data";
      throw new VisionProviderError(message, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }
}
