import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ifctPhoto } from "../test/photos/fixtures";
import { type AppRecogniser, createRecogniser } from "./index";
import { chatCompletionsUrl, mapToVocabulary, parseAnswer } from "./openai";

const VOCABULARY = ["toast", "banana", "strawberries", "milk", "hot dog"];

type Mode = "answer" | "slow" | "garbage" | "wrong-shape" | "status-500";

/** A tiny chat-completions server on 127.0.0.1 that answers according to `mode`. */
function startVisionServer() {
  const state: {
    mode: Mode;
    requests: { url?: string; headers: IncomingMessage["headers"]; body: string }[];
  } = { mode: "answer", requests: [] };
  const server: Server = createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    state.requests.push({ url: req.url, headers: req.headers, body });
    const content = JSON.stringify({
      foods: [
        { name: "Bananas", confidence: 0.92 },
        { name: "spaghetti bolognese", confidence: 0.8 },
        { name: "toast", confidence: 0.2 },
        { name: "<script>", confidence: 0.9 },
      ],
      questions: ["What's in the cup?"],
    });
    const send = (status: number, text: string) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(text);
    };
    if (state.mode === "slow") setTimeout(() => send(200, "{}"), 3000).unref();
    else if (state.mode === "garbage") send(200, "<html>502 Bad Gateway</html>");
    else if (state.mode === "wrong-shape")
      send(200, JSON.stringify({ choices: [{ message: { content: '{"dishes":"yes"}' } }] }));
    else if (state.mode === "status-500") send(500, JSON.stringify({ error: "boom" }));
    else send(200, JSON.stringify({ choices: [{ message: { role: "assistant", content } }] }));
  });
  return { server, state };
}

describe("chatCompletionsUrl", () => {
  it("adds /v1 only when the URL has no version", () => {
    expect(chatCompletionsUrl("https://api.openai.com")).toBe(
      "https://api.openai.com/v1/chat/completions",
    );
    expect(chatCompletionsUrl("https://api.openai.com/v1/")).toBe(
      "https://api.openai.com/v1/chat/completions",
    );
    expect(chatCompletionsUrl("http://localhost:11434/v1")).toBe(
      "http://localhost:11434/v1/chat/completions",
    );
    expect(chatCompletionsUrl("http://x/v1/chat/completions")).toBe("http://x/v1/chat/completions");
  });
});

describe("parseAnswer", () => {
  it("maps names onto the vocabulary, keeps plausible others, drops unsure and odd ones", () => {
    const content =
      '```json\n{"foods":[{"name":"Strawberry","confidence":0.9},{"name":"fish fingers","confidence":85},{"name":"milk","confidence":"0.3"},{"name":"1234","confidence":0.9}]}\n```';
    expect(parseAnswer(content, VOCABULARY)).toEqual({
      foods: [
        { name: "strawberries", key: "strawberries", confidence: 90 },
        { name: "fish fingers", key: "fish fingers", confidence: 85 },
      ],
      overallConfidence: 88,
      containers: [],
    });
  });

  it("reads the containers as codes, once each, and never a container it does not know", () => {
    const content = JSON.stringify({
      foods: [],
      containers: ["Cup", "bowls", "plate", "cup"],
      questions: ["What's in the glass?", "Is it hot?"],
    });
    expect(parseAnswer(content, VOCABULARY).containers).toEqual(["cup", "bowl", "glass"]);
  });

  it("throws on text that is not the JSON asked for", () => {
    expect(() => parseAnswer("I see a banana!", VOCABULARY)).toThrow(/not JSON/);
    expect(() => parseAnswer('{"foods":"banana"}', VOCABULARY)).toThrow(/unexpected shape/);
  });

  it("maps plurals and case", () => {
    expect(mapToVocabulary("  Hot  Dogs ", VOCABULARY)).toBe("hot dog");
    expect(mapToVocabulary("strawberry", VOCABULARY)).toBe("strawberries");
    expect(mapToVocabulary("a".repeat(60), VOCABULARY)).toBeUndefined();
  });
});

describe("createRecogniser with a vision endpoint", () => {
  const { server, state } = startVisionServer();
  const warnings: string[] = [];
  let recogniser: AppRecogniser;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    recogniser = createRecogniser({
      vision: {
        url: `http://127.0.0.1:${port}`,
        apiKey: "sk-test",
        model: "vision-test",
        timeoutMs: 1000,
      },
      vocabulary: VOCABULARY,
      workers: 1,
      logger: { warn: (_details, message) => warnings.push(message) },
    });
  });
  beforeEach(() => {
    state.requests.length = 0;
    warnings.length = 0;
  });
  afterAll(async () => {
    await recogniser.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("asks the endpoint when configured and maps its answer", async () => {
    state.mode = "answer";
    const result = await recogniser.recognise(await ifctPhoto("E009"), { userId: "u1" });
    expect(result.source).toBe("vision");
    expect(result.foods).toEqual([
      { name: "banana", key: "banana", confidence: 92 },
      // Not a food reader's key: shown as the model named it.
      { name: "spaghetti bolognese", key: null, confidence: 80 },
    ]);
    expect(result.overallConfidence).toBe(86);
    // An older answer's question is read for its container.
    expect(result.containers).toEqual(["cup"]);

    const [request] = state.requests;
    expect(request.url).toBe("/v1/chat/completions");
    expect(request.headers.authorization).toBe("Bearer sk-test");
    const body: unknown = JSON.parse(request.body);
    expect(body).toMatchObject({ model: "vision-test", response_format: { type: "json_object" } });
    expect(request.body).toContain("data:image/jpeg;base64,/9j/");
    expect(request.body).toContain("strawberries");
    expect(warnings).toEqual([]);
  });

  it.each<[Mode, string]>([
    ["slow", "a timeout"],
    ["garbage", "an HTML error page"],
    ["wrong-shape", "JSON of the wrong shape"],
    ["status-500", "a server error"],
  ])("falls back to the embedded model on %s (%s)", async (mode) => {
    state.mode = mode;
    const result = await recogniser.recognise(await ifctPhoto("E009"), { userId: "u1" });
    expect(state.requests).toHaveLength(1);
    expect(result.source).toBe("embedded");
    expect(result.foods.map((f) => f.name)).toContain("banana");
    expect(warnings).toEqual(["Vision recogniser failed; using the embedded model"]);
  });
});
