import type { BLOG_CATEGORIES_FORM } from '@app/contracts';
import type { DemoSport } from './demo-venues';

/*
 * The demo blog: five articles in Markdown, as an admin would write them. Pure data: `daysAgo` places
 * each post before the seeding day; the slug and reading time are computed when seeding, as for any
 * post. Categories are the admin form's four, so every demo post can be edited as it stands.
 */

export interface DemoBlogPost {
  title: string;
  excerpt: string;
  content: string;
  author: string;
  category: (typeof BLOG_CATEGORIES_FORM)[number];
  featured: boolean;
  sport: DemoSport;
  daysAgo: number;
}

export const DEMO_BLOG_POSTS: readonly DemoBlogPost[] = [
  {
    title: 'How to Choose the Right Tennis Court Surface',
    excerpt: 'Hard, clay, grass or artificial grass: what each surface does to your game, and which to book when.',
    content: `Most tennis players in the UK learn on hard courts, but it pays to know what the other surfaces do to the ball. The surface changes how fast the ball comes through, how high it bounces and how your body feels the next morning.

## Hard courts

Hard courts give a true, medium-paced bounce and suit almost every style of play, which is why most public and park courts use them. They drain quickly after rain, so they are the safest bet for an evening booking in spring or autumn. The downside is the impact on knees and ankles: wear shoes with proper cushioning and warm up before you start serving.

## Clay

Clay slows the ball down and makes it bounce higher, so rallies last longer and sliding into shots becomes part of the game. It is kind on the joints and a brilliant way to build patience from the baseline. Expect to play more balls per point and to finish the hour with orange socks.

## Grass and artificial grass

Real grass is quick and low. Serve-and-volley players love it, and there is nothing quite like a summer evening on a freshly cut lawn court, but the season is short and bookings are scarce. **Artificial grass with a sand dressing** plays somewhere in between: the bounce is lower than on a hard court and the surface copes far better with British weather, which is why many clubs have switched to it.

## Which one should you book?

- **A casual hit with a friend:** whatever is closest and has a slot. Hard courts are the most forgiving.
- **Working on consistency:** clay, if you can find it. Longer rallies mean more practice per hour.
- **Preparing for a tournament:** practise on the surface you will compete on for at least two or three sessions beforehand.
- **Playing in the rain-prone months:** artificial grass or an indoor hard court.

Whatever you choose, check the venue's page for floodlights if you are booking after 4 pm between October and March.`,
    author: 'Emma Clarke',
    category: 'Guides',
    featured: true,
    sport: 'Tennis',
    daysAgo: 6,
  },
  {
    title: 'Where to Play Five-a-Side in London This Season',
    excerpt:
      'Floodlit 3G pitches from Hackney to Wembley, and how to get a regular weekly slot without the group-chat chaos.',
    content: `Five-a-side is the easiest way to keep playing football as an adult: ten people, an hour, and a pitch that is bookable most evenings of the week. London has dozens of venues, and the best ones fill up quickly once the clocks go back.

## What makes a good five-a-side venue

- **A 3G surface** with a decent rubber crumb infill. It plays close to real grass and does not punish a sliding tackle the way old sand-based pitches did.
- **Rebound boards or a caged pitch** if your group likes a fast game where the ball rarely goes out.
- **Floodlights** that actually light the corners. Check the photos on the venue page before you book a winter evening.
- **Changing rooms and somewhere to leave a bag.** Not essential, but your colleagues heading back to the office will thank you.

## Getting a regular slot

Evening slots between 18:00 and 21:00 are the most popular, especially Tuesdays to Thursdays. Book a week or two ahead, or take an earlier kick-off at 17:00 when pitches are quieter and often cheaper. If your group plays every week, book the same hour as soon as it opens so the habit sticks.

## Splitting the cost

Splitting is simple: book the pitch, choose to split the cost at checkout and enter your team's e-mail addresses. Everyone gets a link to pay their share, and any share still unpaid four hours before kick-off is charged to the organiser's card, so the booking is never at risk. Nobody has to chase anyone at the bar afterwards.

## Before you go

Bring both a light and a dark top in case the venue has no bibs, pack moulded or astro boots (metal studs are not allowed on 3G), and arrive ten minutes early: most venues run to the minute and the next group will be waiting.`,
    author: 'Marcus Bell',
    category: 'Venues',
    featured: false,
    sport: 'Football',
    daysAgo: 13,
  },
  {
    title: 'Five Warm-Up Drills Before Your Squash Match',
    excerpt: 'Ten minutes that protect your knees, sharpen your movement and warm the ball up properly.',
    content: `Squash is explosive: short sprints, sudden lunges and quick changes of direction in a small, hard-walled box. Walking on court cold is the fastest route to a pulled hamstring or a tweaked calf, so give yourself ten minutes before the first rally.

## The routine

1. **Two minutes of light jogging and ghosting.** Move to each corner of the court without a ball, returning to the T every time. Keep it easy: the aim is to raise your heart rate, not to race.
2. **Leg swings.** Ten forwards and backwards on each leg, then ten across the body. Hold the side wall for balance.
3. **Walking lunges.** Eight on each side, reaching your racquet hand forward as you would for a front-corner drop.
4. **Fast feet on the T.** Twenty seconds of quick, small steps, then split-step and push towards a corner. Repeat four times.
5. **Warm the ball.** Hit straight drives to a length on each side until the ball is properly bouncy. A cold squash ball barely comes off the back wall.

## Why it matters

A warm body reacts faster and stretches further without strain, and a warm ball plays the way it is meant to. You will find your rhythm in the first game rather than the third.

## After the match

Spend five minutes cooling down: a slow walk, gentle calf and hip-flexor stretches, and some water. If you play twice a week, your knees will notice the difference within a month.`,
    author: 'Priya Nair',
    category: 'Tips',
    featured: false,
    sport: 'Squash',
    daysAgo: 21,
  },
  {
    title: 'Why Badminton Is the UK’s Most Underrated Sport',
    excerpt: 'Cheap to start, easy to learn and one of the fastest racquet sports in the world.',
    content: `Badminton is played in almost every sports hall in the country, yet it rarely gets the attention of tennis or squash. That is a shame, because it is one of the most accessible sports there is: a racquet, a tube of shuttles and a court is all you need.

## Easy to start

Most venues rent racquets and sell shuttles at reception, so you can try it without buying anything. The rules fit on a postcard, the court is small, and beginners can rally within minutes, which is more than can be said for tennis.

## Fast when you want it to be

At a social level the game is gentle and sociable; at the top level the shuttle leaves the racquet faster than any other object in sport. Between those two extremes there is a lot of room to improve, and progress comes quickly in the first few months.

## Better with four

Doubles is where badminton shines for most players: quick exchanges at the net, plenty of laughter and an hour that flies by. Split a court between four people and it is one of the cheapest hours of sport you can book.

## Getting more out of it

- Play with **feather shuttles** once you can rally consistently; they fly truer than plastic ones.
- Learn the **high serve** for singles and the **low serve** for doubles.
- Join a club night once you are hooked: many centres run them for every level.

Book a court for an hour with three friends and see why so many people never look back.`,
    author: 'Daniel Wu',
    category: 'Sports',
    featured: false,
    sport: 'Badminton',
    daysAgo: 34,
  },
  {
    title: 'A Beginner’s Guide to Booking a Basketball Court',
    excerpt: 'Indoor or outdoor, full or half court: what to check before you book, and how to fill ten places.',
    content: `Pick-up basketball in the park is a British summer tradition, but for the rest of the year you need a roof, a sprung floor and hoops at the right height. Booking an indoor court is easier than most people think.

## Full court or half court?

A **full court** fits a proper five-on-five game and usually costs about twice as much as a half court. A **half court** is perfect for three-on-three, shooting practice or a group of friends who just want to play for fun. If you are not sure you will find ten players, start with a half court.

## What to check on the venue page

- **Floor type:** a sprung wooden floor is easier on knees than a concrete-based sports hall.
- **Ceiling height:** low ceilings in community halls can make long-range shots awkward.
- **Balls:** many venues lend them, but bring your own size 7 (or size 6 for mixed and women's games) to be safe.
- **Opening hours and special dates:** school holidays and tournaments can change the timetable, and the venue's page shows them.

## Filling the court

Book the hour first, then invite people. Splitting the cost at checkout sends everyone a link to pay their share, so you are not out of pocket if someone drops out late.

## Etiquette

Arrive on time, be off the court when your hour ends, and leave it as you found it. Courts that stay in good condition stay affordable for everyone.`,
    author: 'Jordan Hayes',
    category: 'Guides',
    featured: false,
    sport: 'Basketball',
    daysAgo: 45,
  },
];
