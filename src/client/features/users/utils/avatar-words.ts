import type { AccessoryKey, BackgroundKey, PRESET_AVATARS } from "../../../../domain/game";
import type { MessageKey } from "../../../lib/i18n";

/**
 * The words of the avatar's parts (SPEC 9), by what the avatar stores: the game keeps each
 * preset by its emoji and each accessory and background by its key; the catalogue names them.
 */
type PresetName = (typeof PRESET_AVATARS)[number]["name"];

const PRESET_WORDS: Record<PresetName, MessageKey> = {
  Detective: "avatar.presetDetective",
  Fox: "avatar.presetFox",
  Cat: "avatar.presetCat",
  Dog: "avatar.presetDog",
  Panda: "avatar.presetPanda",
  Lion: "avatar.presetLion",
  Tiger: "avatar.presetTiger",
  Frog: "avatar.presetFrog",
  Monkey: "avatar.presetMonkey",
  Bunny: "avatar.presetBunny",
  Bear: "avatar.presetBear",
  Koala: "avatar.presetKoala",
  Owl: "avatar.presetOwl",
  Penguin: "avatar.presetPenguin",
  Unicorn: "avatar.presetUnicorn",
  Dragon: "avatar.presetDragon",
  Dino: "avatar.presetDino",
  Octopus: "avatar.presetOctopus",
  Turtle: "avatar.presetTurtle",
  Butterfly: "avatar.presetButterfly",
  Bee: "avatar.presetBee",
  Dolphin: "avatar.presetDolphin",
  Robot: "avatar.presetRobot",
  Alien: "avatar.presetAlien",
  Superhero: "avatar.presetSuperhero",
  Fairy: "avatar.presetFairy",
};

const ACCESSORY_WORDS: Record<AccessoryKey, MessageKey> = {
  none: "avatar.accessoryNone",
  hat: "avatar.accessoryHat",
  glasses: "avatar.accessoryGlasses",
  sunglasses: "avatar.accessorySunglasses",
  crown: "avatar.accessoryCrown",
  cap: "avatar.accessoryCap",
  party: "avatar.accessoryParty",
  wizard: "avatar.accessoryWizard",
  pirate: "avatar.accessoryPirate",
  chef: "avatar.accessoryChef",
};

const BACKGROUND_WORDS: Record<BackgroundKey, MessageKey> = {
  ocean: "avatar.backgroundOcean",
  sunset: "avatar.backgroundSunset",
  forest: "avatar.backgroundForest",
  candy: "avatar.backgroundCandy",
  galaxy: "avatar.backgroundGalaxy",
  lemon: "avatar.backgroundLemon",
  mint: "avatar.backgroundMint",
  berry: "avatar.backgroundBerry",
  sky: "avatar.backgroundSky",
  peach: "avatar.backgroundPeach",
  lavender: "avatar.backgroundLavender",
  volcano: "avatar.backgroundVolcano",
  lagoon: "avatar.backgroundLagoon",
  rainbow: "avatar.backgroundRainbow",
  midnight: "avatar.backgroundMidnight",
};

/** A preset detective's name ("Fox"). */
export const presetWords = (name: PresetName): MessageKey => PRESET_WORDS[name];
/** An accessory's name ("Party Hat"). */
export const accessoryWords = (key: AccessoryKey): MessageKey => ACCESSORY_WORDS[key];
/** A background's name ("Ocean"). */
export const backgroundWords = (key: BackgroundKey): MessageKey => BACKGROUND_WORDS[key];
