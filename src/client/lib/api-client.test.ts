import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { API } from "../../contracts/api";
import { pathOf } from "../../contracts/endpoint";
import { ApiError, apiRequest, defaultQueryFn, errorCodeOf, friendlyMessage } from "./api-client";
import { loadScreenWords } from "./i18n";

// The error words load with the screens (ADR 071), as they do before any call is made.
beforeAll(() => loadScreenWords());

function mockFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  it("sends cookies, the XMLHttpRequest marker and the time zone, and JSON only with a payload", async () => {
    const fetchMock = mockFetch(new Response("{}", { status: 200 }));
    await apiRequest("POST", pathOf(API.auth.login), { username: "a", password: "b" });
    const [, init] = fetchMock.mock.calls[0];
    const headers = init?.headers as Record<string, string>;
    expect(init?.credentials).toBe("include");
    expect(headers["X-Requested-With"]).toBe("XMLHttpRequest");
    expect(headers["X-Time-Zone"]).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(headers["Content-Type"]).toBe("application/json");
    expect(init?.body).toBe('{"username":"a","password":"b"}');

    await apiRequest("POST", pathOf(API.auth.logout));
    const bare = fetchMock.mock.calls[1][1] ?? {};
    expect((bare.headers as Record<string, string>)["Content-Type"]).toBeUndefined();
    expect(bare.body).toBeUndefined();
  });

  it("throws '{status}: {response text}' and keeps the server message", async () => {
    mockFetch(new Response('{"message":"Name taken"}', { status: 409 }));
    const error = await apiRequest("POST", pathOf(API.auth.signup), {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: {"message":"Name taken"}');
    expect((error as ApiError).serverMessage).toBe("Name taken");
    expect(friendlyMessage(error, "Registration failed")).toBe("Name taken");
  });

  it("falls back to the status text when the body is empty", async () => {
    mockFetch(new Response("", { status: 503, statusText: "Service Unavailable" }));
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("503: Service Unavailable");
  });

  it("reads a 401 as 'Authentication required'", async () => {
    mockFetch(new Response('{"message":"Wrong detective name or secret code"}', { status: 401 }));
    const error = (await apiRequest("POST", pathOf(API.auth.login), {}).catch(
      (e) => e,
    )) as ApiError;
    expect(error.message).toBe("Authentication required");
    expect(error.status).toBe(401);
    expect(error.serverMessage).toBe("Wrong detective name or secret code");
  });

  it("collects per-field errors of a 400", async () => {
    mockFetch(
      new Response('{"message":"Invalid","errors":{"username":"Too short"}}', { status: 400 }),
    );
    const error = (await apiRequest("POST", pathOf(API.auth.signup), {}).catch(
      (e) => e,
    )) as ApiError;
    expect(error.fieldErrors).toEqual({ username: "Too short" });
  });

  it("keeps the body's code; without one (or with an unknown one), the status's own", async () => {
    const codeOf = async (body: string, status: number) => {
      mockFetch(new Response(body, { status }));
      const error = await apiRequest("POST", pathOf(API.auth.signup), {}).catch((e) => e);
      return errorCodeOf(error);
    };
    expect(await codeOf('{"code":"username_taken","message":"Taken"}', 409)).toBe("username_taken");
    expect(await codeOf('{"code":"no_such_code","message":"?"}', 409)).toBe("conflict");
    expect(await codeOf("<html>Bad gateway</html>", 502)).toBe("server_error");
    expect(await codeOf("", 413)).toBe("payload_too_large");
    expect(errorCodeOf(new TypeError("Failed to fetch"))).toBeUndefined();
  });
});

describe("defaultQueryFn", () => {
  it("GETs the key parts joined with '/'", async () => {
    const fetchMock = mockFetch(new Response("[1]", { status: 200 }));
    const data = await defaultQueryFn({
      queryKey: ["/api/meals/today", "user-1"],
      signal: new AbortController().signal,
    });
    expect(fetchMock.mock.calls[0][0]).toBe("/api/meals/today/user-1");
    expect(fetchMock.mock.calls[0][1]?.method).toBe("GET");
    expect(data).toEqual([1]);
  });
});
