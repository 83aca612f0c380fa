/**
 * Phrase banks for generated reviews and replies. Placeholders in braces are
 * filled per review (see generate-review-text.ts); a placeholder keeps one
 * value within a review, so "{dish}" names the same dish in every sentence.
 */

export type Polarity = 'positive' | 'negative';
export type RestaurantAspect =
  | 'food'
  | 'service'
  | 'staff'
  | 'wait_time'
  | 'value'
  | 'cleanliness'
  | 'atmosphere'
  | 'location'
  | 'parking';
export type HealthAspect =
  | 'care_quality'
  | 'bedside_manner'
  | 'staff'
  | 'wait_time'
  | 'facilities'
  | 'value'
  | 'location'
  | 'parking';
export type Aspect = RestaurantAspect | HealthAspect;

type Bank<A extends string> = Record<A, Record<Polarity, readonly string[]>>;

export const RESTAURANT_SENTENCES: Bank<RestaurantAspect> = {
  food: {
    positive: [
      'The {dish} was perfectly cooked and full of flavor.',
      'I still think about the {dish}; easily the best I have had in {city}.',
      'We shared the {dish} and the {dish2} and both were excellent.',
      'Portions are generous and the {dish} came out hot and beautifully plated.',
      'Everything we ordered was fresh, but the {dish} was the standout.',
      'Do yourself a favor and order the {dish}.',
      'The {drink} was spot on and paired nicely with the {dish}.',
      'You can tell the kitchen cares, the {dish} tasted completely homemade.',
      'The {dish} is worth the trip on its own, and the {dish2} was a close second.',
      'Seasonal menu was creative and the {dish} was seasoned just right.',
      'My {companion} ordered the {dish} and has not stopped talking about it.',
    ],
    negative: [
      'The {dish} was bland and lukewarm by the time it reached our table.',
      'My {dish} came out overcooked and the {dish2} was missing the sauce listed on the menu.',
      'The {dish} used to be great, but the portion has shrunk and it tasted reheated.',
      'Food was underwhelming: the {dish} was greasy and the fries were soggy.',
      'I found a hair in my {dish}, and that was the end of the meal for me.',
      'The {drink} was watered down and the {dish} was way too salty.',
      'We sent back the {dish} because it was practically raw in the middle.',
      'The {dish2} tasted like it had been sitting under a heat lamp.',
    ],
  },
  service: {
    positive: [
      'Service was attentive without hovering.',
      'Our server {staff} was fantastic, checking on us at just the right times and full of great recommendations.',
      'From the host stand to the check, the service was warm and professional.',
      'Water glasses never went empty and the food came out quickly.',
      'They handled our party of {party} without missing a beat.',
      '{staff} recommended the {dish} and it was absolutely the right call.',
      'Our server knew the menu inside and out and helped us pick a great {drink}.',
    ],
    negative: [
      'Service was painfully slow; we had to flag someone down just to order.',
      'Our server disappeared for twenty minutes at a time and never refilled our drinks.',
      'They got our order wrong twice and nobody apologized.',
      'We waited {minutes} minutes for the check after asking for it.',
      'The server seemed annoyed when we asked about allergens.',
      'Half our table got their food while the others waited another fifteen minutes.',
      'Our online order was missing the {dish2} and the sides.',
    ],
  },
  staff: {
    positive: [
      '{staff} at the front greeted us by name, and that kind of hospitality keeps us coming back.',
      'Shout out to {staff}, who made my {companion}’s birthday feel special.',
      'The manager, {manager}, stopped by our table to make sure everything was perfect.',
      'The whole team was friendly, even during the Saturday rush.',
      '{staff} went above and beyond when I mentioned my nut allergy.',
      'The bartender, {staff}, makes the best {drink} in town.',
      'Staff were genuinely kind to our kids and brought crayons without us asking.',
    ],
    negative: [
      'The host was rude and acted like we were a burden.',
      'When I raised the issue, the manager was dismissive and did not offer to fix anything.',
      'Staff were chatting at the bar while tables sat uncleared.',
      'Nobody greeted us for several minutes even though the restaurant was half empty.',
      'The staff seemed overwhelmed and nobody knew which table ordered what.',
    ],
  },
  wait_time: {
    positive: [
      'We were seated right away, even on a Friday night.',
      'Even with a full dining room, our food came out in under {short} minutes.',
      'The online waitlist worked great and our table was ready when we arrived.',
      'Quick lunch stop, in and out in forty minutes.',
      'Our pickup order was ready right on time.',
    ],
    negative: [
      'We waited {minutes} minutes for a table despite having a reservation.',
      'It took {minutes} minutes for our entrees to arrive.',
      'The wait time was ridiculous for a half-empty dining room.',
      'Our to-go order was supposed to be ready at 6:15 and we did not get it until almost 7.',
      'The line at the counter barely moved; {minutes} minutes for a {drink} is too long.',
    ],
  },
  value: {
    positive: [
      'Great value for the quality, and happy hour is a steal.',
      'Prices are fair for the portion sizes.',
      'For about {price} a person with drinks, it is one of the better deals in {hood}.',
      'The weekday lunch special is an excellent value.',
      'Reasonable prices, and the {dish} could easily feed two.',
    ],
    negative: [
      'Way overpriced for what you get; {price_high} for the {dish} is hard to justify.',
      'Prices went up again and the portions got smaller.',
      'Not worth the money, we left hungry.',
      'Charging extra for bread and a side of sauce felt petty.',
    ],
  },
  cleanliness: {
    positive: [
      'The dining room and restrooms were spotless.',
      'Everything was clean and well kept, and tables were wiped down as soon as guests left.',
      'You can tell they take cleanliness seriously here.',
    ],
    negative: [
      'The restrooms were dirty and out of paper towels.',
      'Our table was sticky and the menus looked like they had not been wiped in days.',
      'I watched a server drop a fork and put it right back on the table.',
      'There were crumbs all over the booth when we sat down.',
    ],
  },
  atmosphere: {
    positive: [
      'Love the atmosphere: cozy lighting, plants everywhere, and music at a volume where you can still talk.',
      'The patio is lovely on a warm evening.',
      'Perfect spot for a date night.',
      'Great vibe for brunch with friends.',
      'The open kitchen and big windows make the place feel lively.',
      'The new {hood} space is gorgeous, with lots of natural light.',
    ],
    negative: [
      'It is so loud inside that we could not hear each other across the table.',
      'The dining room was freezing and they would not turn the air conditioning down.',
      'Music was blasting and the lighting was too dim to read the menu.',
      'The place feels tired; the booths are torn and the decor has not changed in years.',
    ],
  },
  location: {
    positive: [
      'Convenient location in {hood}, easy to walk to.',
      'Great spot right in the heart of {hood}.',
      'Easy to find and right on my way home from work.',
    ],
    negative: [
      'Hard to find, the entrance is tucked around the back of the building.',
      'The {hood} location is noticeably worse than the others we have been to.',
    ],
  },
  parking: {
    positive: [
      'Plenty of parking in the lot behind the building.',
      'Validated parking in the garage next door is a nice touch.',
    ],
    negative: [
      'Parking is a nightmare; we circled for twenty minutes.',
      'The parking lot is tiny and always full on weekends.',
      'Valet took forever and charged fifteen dollars.',
    ],
  },
};

export const HEALTH_SENTENCES: Bank<HealthAspect> = {
  care_quality: {
    positive: [
      '{provider} took the time to explain my test results and every treatment option.',
      '{provider} figured out what was going on after two other doctors had missed it.',
      'My {family}’s ear infection was diagnosed quickly and they were feeling better within a day.',
      'The care here is thorough; {provider} ordered the right tests and followed up personally.',
      'I have been managing my diabetes with {provider} for two years and my numbers have never been better.',
      'They caught my high blood pressure at a routine physical and got me on a plan right away.',
      'The follow-up call the next day to check on me was a really nice touch.',
    ],
    negative: [
      'I felt rushed, and {provider} barely examined me before writing a prescription.',
      'They misread my lab results and I had to call three times to get it corrected.',
      'My referral was never sent, so I lost a month waiting for a specialist appointment.',
      'I left without any real answers about my symptoms.',
      'The prescription was sent to the wrong pharmacy and nobody would fix it over the phone.',
    ],
  },
  bedside_manner: {
    positive: [
      '{provider} has a wonderful bedside manner and never makes you feel rushed.',
      '{provider} was patient with all of my questions and explained everything in plain language.',
      'My {family} is terrified of shots, and {provider} was so gentle and kind.',
      '{provider} actually listens, which is rare these days.',
      '{provider} remembered details from my last visit, which made me feel like a person and not a number.',
    ],
    negative: [
      '{provider} was condescending and dismissed my concerns.',
      'The doctor spent most of the visit looking at the computer screen instead of at me.',
      'I felt judged when I asked about medication side effects.',
      '{provider} seemed irritated that I brought a list of questions.',
    ],
  },
  staff: {
    positive: [
      'The front desk staff, especially {staff}, were friendly and helpful with my insurance questions.',
      'Nurse {staff} made the blood draw quick and painless.',
      'Everyone from check-in to checkout was kind and professional.',
      '{staff} at the front desk called me back the same day to get me scheduled.',
      'The medical assistant, {staff}, was warm and put my {family} at ease.',
    ],
    negative: [
      'The front desk staff were rude and acted like I was bothering them.',
      'Nobody answers the phone; I was on hold for forty-five minutes.',
      'The receptionist gave me the wrong information about my copay.',
      'Staff talked about another patient loudly enough for the whole waiting room to hear.',
    ],
  },
  wait_time: {
    positive: [
      'I was seen within ten minutes of my appointment time.',
      'Got a same-day appointment and was in and out in under an hour.',
      'Online check-in saved me a lot of time in the waiting room.',
      'They got my {family} in the same afternoon I called.',
    ],
    negative: [
      'I waited {minutes} minutes past my appointment time with no explanation.',
      'Waited over an hour in the waiting room and then another thirty minutes in the exam room.',
      'The wait at urgent care was over two hours on a weekday morning.',
      'It took three weeks to get an appointment for something that needed to be seen that week.',
    ],
  },
  facilities: {
    positive: [
      'The clinic is clean, bright and modern.',
      'The waiting room is comfortable and there is a separate area for sick kids.',
      'Exam rooms are spotless and well equipped.',
      'Having the lab on site made the visit so much easier.',
    ],
    negative: [
      'The waiting room was crowded and not very clean.',
      'The exam room felt cramped and the equipment looked dated.',
      'The restroom was out of order again.',
    ],
  },
  value: {
    positive: [
      'Billing was straightforward and they worked with my insurance without any surprises.',
      'Prices for self-pay patients are clear and reasonable.',
    ],
    negative: [
      'I got a surprise bill three months later for a visit that was supposed to be covered.',
      'They charged me for a comprehensive visit that lasted seven minutes.',
      'Billing sent my account to collections over a claim they never submitted to my insurance.',
    ],
  },
  location: {
    positive: [
      'Easy to get to from {hood}.',
      'The {hood} office is close to home, which helps with a toddler.',
    ],
    negative: ['The clinic is hard to find inside the medical plaza.'],
  },
  parking: {
    positive: ['Plenty of free parking right by the entrance.'],
    negative: ['Parking is limited and the garage is expensive.'],
  },
};

export const RESTAURANT_ASPECT_WEIGHTS: readonly (readonly [RestaurantAspect, number])[] = [
  ['food', 30],
  ['service', 20],
  ['staff', 14],
  ['atmosphere', 12],
  ['value', 8],
  ['wait_time', 7],
  ['location', 4],
  ['cleanliness', 3],
  ['parking', 2],
];

export const HEALTH_ASPECT_WEIGHTS: readonly (readonly [HealthAspect, number])[] = [
  ['care_quality', 26],
  ['bedside_manner', 20],
  ['staff', 18],
  ['wait_time', 16],
  ['facilities', 8],
  ['value', 6],
  ['location', 3],
  ['parking', 3],
];

/** Small complaints that still fit a four-star review. */
export const MINOR_COMPLAINTS = {
  restaurant: [
    'Only downside was a bit of a wait for a table.',
    'Parking can be tricky on weekends, but it is worth it.',
    'Slightly pricey, but worth it for a special night.',
    'It gets loud when it is busy.',
    'The {dish2} was a little salty, but everything else was great.',
    'The dessert menu could use a few more options.',
    'Service slowed down once the dinner rush hit.',
  ],
  health_care: [
    'The wait was a little longer than I would like.',
    'Parking can be tight in the mornings.',
    'Getting through on the phone can take a while.',
    'The waiting room could use an update.',
  ],
} as const;

export const OPENERS = {
  restaurant: {
    positive: [
      'We came in for {occasion} and had a wonderful time.',
      'First visit to the {hood} location and it will not be the last.',
      'My {companion} and I have been coming here for years.',
      'Stopped by for {meal} on a {day}.',
      'Five stars, no question.',
      'Hands down our favorite spot in {city}.',
      'Finally tried {place} after hearing about it from friends.',
    ],
    neutral: [
      'Came in for {meal} with my {companion}.',
      'We tried the {hood} location for the first time last {day}.',
      'Stopped in for {meal} before a show.',
    ],
    negative: [
      'I really wanted to like this place.',
      'This used to be our go-to spot, but our last visit was a letdown.',
      'Came in for {occasion} and left disappointed.',
      'Very disappointing {meal}.',
    ],
  },
  health_care: {
    positive: [
      'I have been a patient here for {years} years.',
      'Brought my {family} in for {visit}.',
      'Came in for {visit} and had a great experience.',
      'Best clinic in {city}, hands down.',
      'We switched to {place} last year and I am so glad we did.',
    ],
    neutral: ['Came in for {visit}.', 'Brought my {family} in for {visit} last {day}.'],
    negative: [
      'I am usually patient, but this visit was frustrating.',
      'Came in for {visit} and left more confused than when I arrived.',
      'I have been a patient for {years} years and this was the worst visit yet.',
    ],
  },
} as const;

export const CLOSERS = {
  restaurant: {
    positive: [
      'We will definitely be back!',
      'Highly recommend.',
      'Cannot wait to come back and try the {dish3}.',
      'Thanks to the whole {place} team!',
      'Already planning our next visit.',
    ],
    neutral: [
      'Might give it another try.',
      'Decent, but not the best in {city}.',
      'Good, not great.',
    ],
    negative: [
      'We will not be returning.',
      'Management needs to take a hard look at this location.',
      'Save your money and go elsewhere.',
      'Really hope they fix these issues.',
    ],
  },
  health_care: {
    positive: [
      'Highly recommend {provider} to anyone looking for a new doctor.',
      'So glad we found this practice.',
      'Thank you to the whole team at {place}!',
      'We will keep coming back for all our family’s care.',
    ],
    neutral: ['Good doctors, but the office needs work.', 'Not bad overall.'],
    negative: [
      'I will be finding a new provider.',
      'Please fix your scheduling system.',
      'Not the care I expect from a practice like this.',
    ],
  },
} as const;

export const TITLES = {
  restaurant: {
    positive: [
      'Best {dish} in {city}',
      'Our new favorite spot',
      'Fantastic {meal}',
      'Great service and great food',
      'Wonderful {occasion}',
      'Hidden gem in {hood}',
      'Worth the trip',
      'Delicious!',
      'Go for the {dish}',
    ],
    mixed: [
      'Good food, slow service',
      'Hit or miss',
      'Decent but overpriced',
      'Nice atmosphere, average food',
      'Solid but not special',
    ],
    negative: [
      'Disappointing',
      'Not what it used to be',
      'Terrible service',
      'Never again',
      'Very slow',
      'Overpriced and underwhelming',
    ],
  },
  health_care: {
    positive: [
      'Excellent care',
      'Caring and thorough',
      'Great for the whole family',
      'Best doctor in {city}',
      'Quick and professional',
      'Finally, a doctor who listens',
    ],
    mixed: ['Good doctors, long waits', 'Okay visit', 'Great care, frustrating front desk'],
    negative: [
      'Long wait, rushed visit',
      'Billing nightmare',
      'Frustrating experience',
      'Would not return',
    ],
  },
} as const;

export const FILLERS = {
  occasion: [
    'a birthday dinner',
    'our anniversary',
    'a work lunch',
    'a family brunch',
    'a date night',
    'a graduation dinner',
    'a girls’ night out',
    'a going-away party',
  ],
  companion: [
    'wife',
    'husband',
    'partner',
    'mom',
    'dad',
    'best friend',
    'coworkers',
    'sister',
    'kids',
    'in-laws',
  ],
  meal: [
    'brunch',
    'lunch',
    'dinner',
    'happy hour',
    'late-night dinner',
    'Sunday brunch',
    'breakfast',
  ],
  day: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  family: ['son', 'daughter', 'husband', 'wife', 'mother', 'father', 'toddler', 'teenager'],
  visit: [
    'an annual physical',
    'a sinus infection',
    'a sports physical',
    'a flu shot',
    'a well-child visit',
    'a sprained ankle',
    'a follow-up visit',
    'blood work',
    'a persistent cough',
    'a skin rash',
  ],
} as const;

export const FIRST_NAMES: readonly string[] = (
  'Olivia Liam Emma Noah Ava Elijah Sophia James Isabella William Mia Benjamin Charlotte ' +
  'Lucas Amelia Henry Harper Alexander Evelyn Daniel Abigail Michael Emily Mateo Ella ' +
  'Sebastian Elizabeth Jack Camila Owen Luna Samuel Sofia David Avery Joseph Mila Carter ' +
  'Aria Wyatt Scarlett John Penelope Jayden Layla Luke Chloe Anthony Victoria Isaac ' +
  'Madison Dylan Eleanor Gabriel Grace Julian Nora Christopher Riley Joshua Zoey Andrew ' +
  'Hannah Theodore Hazel Caleb Lily Ryan Ellie Asher Violet Nathan Lillian Thomas Zoe Leo ' +
  'Stella Isaiah Aurora Charles Natalie Josiah Emilia Hudson Everly Christian Leah Hunter ' +
  'Aubrey Connor Willow Eli Addison Ezra Lucy Aaron Audrey Landon Bella Adrian Priya Raj ' +
  'Mei Wei Hiroshi Yuki Aisha Omar Fatima Ahmed Carlos Maria Jose Guadalupe Juan Lucia ' +
  'Diego Valentina Luis Ximena Kwame Amara Chinedu Ngozi Dmitri Katya Lars Ingrid Siobhan ' +
  'Declan Tyrone Keisha DeShawn Imani Brenda Gary Debbie Kevin Tammy Doug'
).split(' ');

export const LAST_NAMES: readonly string[] = (
  'Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez ' +
  'Lopez Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson ' +
  'White Harris Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott ' +
  'Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell ' +
  'Carter Roberts Patel Shah Kim Park Chen Wang Tanaka Sato Okafor Mensah O’Brien Murphy ' +
  'Kowalski Novak Schmidt Becker Rossi Bianchi Dubois Laurent Cohen Levy Haddad Khan Ali ' +
  'Ivanova Petrov Larsen Johansson Silva Reyes Cruz Morales Ortiz Gutierrez Chavez Ramos ' +
  'Ruiz Alvarez Mendoza Bennett Brooks Foster Hayes Sullivan Russell Griffin Wallace ' +
  'Fisher Hughes'
).split(' ');
