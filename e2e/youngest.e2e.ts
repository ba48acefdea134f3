import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pathOf } from "../src/contracts/endpoint";
import { tummyCheckEndpoints } from "../src/contracts/tummy-checks";
import { expectAccessible } from "./support/axe";
import { api, signedInDetective } from "./support/diary";
import { browserSuite } from "./support/harness";
import { dismissToasts, screenshots, signUpInBrowser } from "./support/screens";

const suite = browserSuite();
const shot = screenshots("td-youngest-shots");

type SpeechWindow = { __spoken: string[] };

/**
 * The page's speechSynthesis replaced by one that records what it is asked to say, with one
 * voice on the device in the page's language (or none).
 */
async function stubSpeech(page: Page, { voices = true } = {}): Promise<void> {
  await page.addInitScript((withVoice: boolean) => {
    const spoken: string[] = [];
    (window as unknown as SpeechWindow).__spoken = spoken;
    const voice = {
      name: "Test voice",
      lang: "en-NZ",
      default: true,
      localService: true,
      voiceURI: "test-voice",
    };
    class Utterance {
      text: string;
      lang = "";
      voice: unknown = null;
      rate = 1;
      constructor(text: string) {
        this.text = text;
      }
    }
    Object.defineProperty(window, "SpeechSynthesisUtterance", {
      value: Utterance,
      configurable: true,
      writable: true,
    });
    Object.defineProperty(window, "speechSynthesis", {
      configurable: true,
      value: {
        speaking: false,
        pending: false,
        paused: false,
        speak: (utterance: Utterance) => spoken.push(utterance.text),
        cancel: () => undefined,
        getVoices: () => (withVoice ? [voice] : []),
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      },
    });
  }, voices);
}

const spoken = (page: Page) =>
  page.evaluate(() => [...(window as unknown as SpeechWindow).__spoken]);

async function openTummyCheck(page: Page) {
  await page.getByRole("button", { name: "Tummy Check", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Tummy Check" });
  await dialog.waitFor();
  return dialog;
}

/** Every tap target in the dialog at least 48 px each way; names of any that are not. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]');
    if (!dialog) return ["no dialog"];
    return [...dialog.querySelectorAll('button, [role="radio"], label:has(input)')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && (box.width < 48 || box.height < 48);
      })
      .map((el) => el.getAttribute("aria-label") || (el.textContent ?? "").trim());
  });
}

/** Choices in the dialog without a picture (an emoji or a drawing). */
async function choicesWithoutPicture(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[role="dialog"] [role="radio"]')]
      .filter((radio) => !radio.querySelector(".font-emoji, svg"))
      .map((radio) => (radio.textContent ?? "").trim()),
  );
}

describe("the youngest detectives: read aloud and age bands", () => {
  it("a 5-year-old's check: a grown-up tells by default, two answers, read on opening and on tap", async () => {
    const { context, page } = await suite.openPhonePage({ bypassCSP: true });
    await stubSpeech(page);
    await signUpInBrowser(page, "Kit", 5);
    const dialog = await openTummyCheck(page);
    await dialog.getByText("Telling for Kit").waitFor();
    expect(await dialog.getByRole("radio", { name: "A parent" }).isChecked()).toBe(true);
    const question = dialog.getByRole("radiogroup", { name: "How is Kit's tummy?" });
    await question.getByRole("radio", { name: "Tummy OK" }).waitFor();
    await question.getByRole("radio", { name: "Tummy hurts" }).waitFor();
    for (const face of ["Happy", "Okay", "Ouchy"]) {
      expect(await dialog.getByRole("radio", { name: face, exact: true }).count(), face).toBe(0);
    }
    const read = "How is Kit's tummy? Tummy OK. Tummy hurts.";
    await expect.poll(() => spoken(page)).toEqual([read]);

    await dialog.getByRole("button", { name: "Read aloud" }).first().click();
    await expect.poll(() => spoken(page)).toEqual([read, read]);
    expect(await smallTargets(page)).toEqual([]);
    expect(await choicesWithoutPicture(page)).toEqual([]);
    await question.getByRole("radio", { name: "Tummy hurts" }).click();
    await shot(page, "five-year-old-check", false);
    await expectAccessible(page, "a 5-year-old's tummy check");

    await dialog.getByRole("button", { name: "Save Tummy Check" }).click();
    await dialog.waitFor({ state: "hidden" });
    await dismissToasts(page);
    const me = await signedInDetective(page);
    const checks = await api<{ feeling: string; feelingScale: string; reporter: string }[]>(
      page,
      "GET",
      pathOf(tummyCheckEndpoints.today, { userId: me.id }),
    );
    expect(checks).toMatchObject([
      { feeling: "ouchy", feelingScale: "two-choice", reporter: "parent" },
    ]);
    await context.close();
  });

  it("a 6-year-old sees the 5 stool pictures with their words read, and the family can stop reading on opening", async () => {
    const { context, page } = await suite.openPhonePage({ bypassCSP: true });
    await stubSpeech(page);
    await signUpInBrowser(page, "Theo", 6);
    let dialog = await openTummyCheck(page);
    expect(await dialog.getByText("Telling for Theo").count()).toBe(0);
    expect(await dialog.getByRole("radio", { name: "Me" }).isChecked()).toBe(true);
    await dialog.getByRole("radiogroup", { name: "How does your tummy feel?" }).waitFor();
    await expect
      .poll(() => spoken(page))
      .toEqual(["How does your tummy feel? Tummy OK. Tummy hurts."]);

    const stools = dialog.getByRole("radiogroup", {
      name: "Any poo? Tap the picture that looks like it.",
    });
    const words = ["Hard lumps", "Lumpy sausage", "Smooth soft sausage", "Mushy", "Watery"];
    for (const name of words) {
      await stools.getByRole("radio", { name, exact: true }).waitFor();
    }
    expect(await stools.locator('svg[role="presentation"]').count()).toBe(5);
    const stoolQuestion = stools.locator("xpath=..");
    await stoolQuestion.getByRole("button", { name: "Read aloud" }).click();
    await expect
      .poll(async () => (await spoken(page)).at(-1))
      .toBe(`Any poo? Tap the picture that looks like it. ${words.join(". ")}.`);
    expect(await smallTargets(page)).toEqual([]);
    expect(await choicesWithoutPicture(page)).toEqual([]);
    await dialog.getByRole("radio", { name: "Tummy OK" }).click();
    await stools.getByRole("radio", { name: "Mushy" }).click();
    await shot(page, "six-year-old-check", false);
    await expectAccessible(page, "a 6-year-old's tummy check");
    await dialog.getByRole("button", { name: "Save Tummy Check" }).click();
    await dialog.waitFor({ state: "hidden" });
    await dismissToasts(page);

    // The family turns reading on opening off on this device: the button still reads.
    await page.goto("/app/profile");
    const setting = page.getByRole("checkbox", {
      name: "Read each question aloud when a screen opens",
    });
    await setting.uncheck();
    await shot(page, "six-year-old-profile-setting");
    await page.goto("/app");
    await page.evaluate(() => {
      (window as unknown as SpeechWindow).__spoken.length = 0;
    });
    dialog = await openTummyCheck(page);
    await dialog.getByRole("button", { name: "Read aloud" }).first().click();
    await expect
      .poll(() => spoken(page))
      .toEqual(["How does your tummy feel? Tummy OK. Tummy hurts."]);
    await context.close();
  });

  it("a 9-year-old sees the spec's screen unchanged, read only when asked", async () => {
    const { context, page } = await suite.openPhonePage({ bypassCSP: true });
    await stubSpeech(page);
    await signUpInBrowser(page, "Nina", 9);
    const dialog = await openTummyCheck(page);
    await dialog.getByText("Your tummy is full of clues. How is it doing?").waitFor();
    const feel = dialog.getByRole("radiogroup", { name: "How does your tummy feel?" });
    expect(await feel.getByRole("radio").allInnerTexts()).toEqual([
      "😊\nHappy",
      "😐\nOkay",
      "😣\nOuchy",
    ]);
    await dialog.getByText("Any bathroom clues?").waitFor();
    for (const name of ["Tough to Go", "Just Right", "Soft & Easy", "Runny Tummy", "Super Runny"]) {
      expect(await dialog.getByRole("radio", { name, exact: true }).count(), name).toBe(1);
    }
    expect(await dialog.getByRole("radio", { name: "Mushy" }).count()).toBe(0);
    expect(await dialog.getByText("Tummy OK").count()).toBe(0);
    expect(await dialog.getByText(/^Telling for/).count()).toBe(0);
    expect(await dialog.getByRole("radio", { name: "Me" }).isChecked()).toBe(true);
    await dialog.getByRole("button", { name: "Read aloud" }).first().click();
    await expect
      .poll(() => spoken(page))
      .toEqual(["How does your tummy feel? Happy. Okay. Ouchy."]);
    await shot(page, "nine-year-old-check", false);
    await expectAccessible(page, "a 9-year-old's tummy check");
    await context.close();
  });

  it("with no voice on the device, the speaker button says so and hides", async () => {
    const { context, page } = await suite.openPhonePage({ bypassCSP: true });
    await stubSpeech(page, { voices: false });
    await signUpInBrowser(page, "Quiet", 7);
    const dialog = await openTummyCheck(page);
    await dialog.getByRole("button", { name: "Read aloud" }).first().click();
    await dialog.getByRole("status").getByText("This device has no voice to read aloud.").waitFor();
    expect(await dialog.getByRole("button", { name: "Read aloud" }).count()).toBe(0);
    expect(await spoken(page)).toEqual([]);
    await expectAccessible(page, "a tummy check without a voice");
    await context.close();
  });
});
