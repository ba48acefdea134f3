import { isLocalDate, type LocalDate } from "./local-day";

/** Meals to log for the daily mission. */
export const MISSION_MEAL_TARGET = 3;

/** The daily mission as stored in daily_missions (DESIGN "Game rules": log 3 meals). */
export const DAILY_MISSION = {
  mission: "Log 3 meals",
  description: "Log 3 meals today. Your first meal unlocks a detective fact and a joke!",
} as const satisfies { mission: string; description: string };

/** The mission bar text, 'N out of 3 meals'; capped at 3 so a fourth meal never reads '4 out of 3'. */
export function missionProgressText(mealsLogged: number): string {
  return `${Math.min(Math.max(0, mealsLogged), MISSION_MEAL_TARGET)} out of ${MISSION_MEAL_TARGET} meals`;
}

/** Whether the mission is done: 3 meals logged on the day. */
export function isMissionComplete(mealsLogged: number): boolean {
  return mealsLogged >= MISSION_MEAL_TARGET;
}

/** Whether the day's fact and joke are unlocked: once a meal is logged (DESIGN). */
export function isFactAndJokeUnlocked(mealsLogged: number): boolean {
  return mealsLogged >= 1;
}

/** Kind, true facts about food, bodies and detectives; never about weight or body shape. */
export const DETECTIVE_FACTS = [
  "Tummy rumbles have a name: borborygmi. It is just your gut moving food and air along!",
  "Bananas count as berries to plant scientists, but strawberries do not!",
  "Long ago most carrots were purple or yellow. Orange carrots came much later.",
  "Your small intestine is several metres long, much longer than you are tall!",
  "Digestion starts in your mouth: saliva begins breaking food down as you chew.",
  "Chewing well makes food easier for your tummy to digest.",
  "Bees visit millions of flowers to make just one jar of honey.",
  "Apples float in water because about a quarter of an apple is air.",
  "Broccoli, cabbage and cauliflower all come from the very same kind of plant.",
  "Water helps fibre do its job, keeping poo soft and easy to pass.",
  "More than half of your body is water, so drinks really matter!",
  "Your tongue has thousands of taste buds, and they are replaced every couple of weeks.",
  "Sherlock Holmes first appeared in a story in 1887.",
  "No two people have the same fingerprints, not even identical twins!",
  "The word 'detective' comes from a Latin word meaning 'to uncover'.",
  "Yogurt is made when friendly bacteria turn milk thick and tangy.",
  "Trillions of tiny friendly microbes live in your gut and help you digest food.",
  "A strawberry wears its seeds on the outside: about 200 of them!",
  "Popcorn pops because a tiny drop of water inside each kernel turns into steam.",
  "A cucumber is about 95% water.",
  "Peanuts are not really nuts. They are legumes, like peas and beans.",
  "Kiwi fruit was named after the kiwi, a bird from New Zealand.",
  "A pineapple plant takes about two years to grow a single pineapple.",
  "Your stomach stretches to hold a meal and gets smaller again when it is empty.",
  "Food takes about one to three days to travel all the way through your body.",
  "In some warm countries, ripe oranges stay green on the outside!",
  "More than half of all the people in the world eat rice every day.",
  "Milk and cheese have calcium, which helps build strong bones and teeth.",
  "Your nose helps you taste. With a blocked nose, food tastes much less strong.",
  "Tomatoes are fruits, because they grow from a flower and hold seeds.",
  "Avocados only start to ripen after they are picked from the tree.",
  "Doctors in the city of Bristol, England, made the poo chart your grown-ups can read!",
] as const;

/** Kind jokes about food, bodies and detectives; nothing scary, never about weight or shape. */
export const DETECTIVE_JOKES = [
  "What do you call a carrot detective? Inspector Carrot: he always gets to the root of the case!",
  "Why did the apple call a detective? Someone had taken a bite out of its story!",
  "What is a detective's favourite snack? Crackers, because they help crack the case!",
  "What do you call a sleepy detective? An undercover agent!",
  "What is a detective's favourite cheese? Cheddar-lock Holmes!",
  "Why did the broccoli join the detective club? It had a tree-mendous nose for clues!",
  "Why is a sandwich so calm during a mystery? It knows how to keep everything together!",
  "Why did the banana make a great spy? It was brilliant at slipping away!",
  "Why are detectives so good at tummy checks? They always follow their gut!",
  "What do you call a cow that solves mysteries? A moo-tective!",
  "Why did the egg hire a detective? It wanted someone to crack the case!",
  "What did the detective call a bowl of spaghetti? A very tangled case!",
  "Why did the cucumber call for help? It was in a pickle!",
  "What is a lemon's favourite detective trick? Squeezing out the truth!",
  "Why did the magnifying glass go to school? To improve its focus!",
  "What do you call a bear with no teeth? A gummy bear!",
  "Why did the tomato turn red? It saw the salad dressing!",
  "Why don't eggs tell secrets? They might crack up!",
  "Why did the detective put jam on the clue? To make the case stick!",
  "Why is a water bottle a great detective? It always gets to the bottom of things!",
  "Why did the strawberry call a friend? It was in a jam!",
  "How does a pizza detective begin? By checking every slice of evidence!",
  "What do you call a nosy pepper? Jalapeño business!",
  "What fruit do twins love most? Pears!",
  "Why did the corn love detective stories? It was all ears!",
  "Why did the detective bring a ladder to lunch? The meal was on the house!",
  "Why does an orange make a great detective? It can really concentrate!",
  "Why did the cereal keep a notebook? It didn't want to flake on the case!",
  "What is a detective's favourite fruit? A date: they love checking the timeline!",
  "Why did the potato become a detective? It always kept its eyes open!",
  "What do you call a pea who solves mysteries? A pea-rivate investigator!",
] as const;

// FNV-1a: a tiny stable hash, so the same user gets the same start offset on every server.
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function dayNumber(date: LocalDate): number {
  if (!isLocalDate(date)) throw new RangeError(`Not a 'YYYY-MM-DD' date: ${date}`);
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
}

// A modulo that stays non-negative for dates before 1970.
function cycle(value: number, length: number): number {
  return ((value % length) + length) % length;
}

/**
 * The fact and joke of a user's day: stable for the (userId, date) pair, and stepping one
 * entry a day from a per-user start, so a child sees no repeat until the list runs out.
 */
export function dailyFactAndJoke(userId: string, date: LocalDate): { fact: string; joke: string } {
  const day = dayNumber(date);
  return {
    fact: DETECTIVE_FACTS[cycle(hash(`${userId}:fact`) + day, DETECTIVE_FACTS.length)],
    joke: DETECTIVE_JOKES[cycle(hash(`${userId}:joke`) + day, DETECTIVE_JOKES.length)],
  };
}
