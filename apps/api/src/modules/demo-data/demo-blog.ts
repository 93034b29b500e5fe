import type { DemoSport } from './demo-venues';

/* The demo blog: pure data. `daysAgo` places each post before the seeding day. */

export interface DemoBlogPost {
  title: string;
  excerpt: string;
  content: string;
  author: string;
  category: 'Guides' | 'Venues' | 'Tips' | 'Sports' | 'News';
  featured: boolean;
  sport: DemoSport;
  readTime: string;
  daysAgo: number;
}

export const DEMO_BLOG_POSTS: readonly DemoBlogPost[] = [
  {
    title: 'How to Choose the Right Tennis Court Surface',
    excerpt: 'Hard, clay, grass or artificial grass: what each surface does to your game, and which to book when.',
    content: [
      'Most tennis players in the UK learn on hard courts, but it pays to know what the other surfaces do to the ball. Hard courts give a true, medium-paced bounce and suit almost every style of play, which is why most public courts use them.',
      'Clay slows the ball down and makes it bounce higher, so rallies last longer and sliding into shots becomes part of the game. It is kind on the knees and a great way to build patience from the baseline.',
      'Grass is quick and low. Serve-and-volley players love it, and there is nothing quite like a summer evening on a freshly cut lawn court. Artificial grass with a sand dressing plays somewhere in between and copes far better with British weather.',
      'If you are booking for a casual hit, choose whatever is closest. If you are preparing for a tournament, practise on the surface you will compete on for at least a couple of sessions beforehand.',
    ].join('\n\n'),
    author: 'Emma Clarke',
    category: 'Guides',
    featured: true,
    sport: 'Tennis',
    readTime: '4 min read',
    daysAgo: 6,
  },
  {
    title: 'Where to Play Five-a-Side in London This Season',
    excerpt: 'Floodlit 3G pitches from Hackney to Wembley, and tips for getting a regular weekly slot.',
    content: [
      'Five-a-side is the easiest way to keep playing football as an adult: ten people, an hour, and a pitch that is bookable most evenings of the week. London has dozens of venues, and the best ones fill up quickly.',
      'Look for a 3G surface with rebound boards if you like a fast game, and check whether bibs and balls are included. Evening slots between 18:00 and 21:00 are the most popular, so book a week or two ahead or take an earlier kick-off.',
      'Splitting the cost is simple: book the pitch, then invite your team to pay their share. Everyone pays the same, and nobody has to chase anyone at the bar afterwards.',
    ].join('\n\n'),
    author: 'Marcus Bell',
    category: 'Venues',
    featured: false,
    sport: 'Football',
    readTime: '3 min read',
    daysAgo: 13,
  },
  {
    title: 'Five Warm-Up Drills Before Your Squash Match',
    excerpt: 'Ten minutes that protect your knees, sharpen your movement and warm the ball up properly.',
    content: [
      'Squash is explosive: short sprints, sudden lunges and quick changes of direction. Walking on court cold is the fastest route to a pulled hamstring, so give yourself ten minutes before the first rally.',
      'Start with two minutes of light jogging and ghosting to each corner without a ball. Follow with leg swings and walking lunges, then some fast feet on the T. Finish by hitting the ball to a length on each side until it is properly warm and bouncing.',
      'Your body and the ball both play better warm, and you will find your rhythm in the first game rather than the third.',
    ].join('\n\n'),
    author: 'Priya Nair',
    category: 'Tips',
    featured: false,
    sport: 'Squash',
    readTime: '3 min read',
    daysAgo: 21,
  },
  {
    title: 'Why Badminton Is the UK’s Most Underrated Sport',
    excerpt: 'Cheap to start, easy to learn and one of the fastest racquet sports in the world.',
    content: [
      'Badminton is played in almost every sports hall in the country, yet it rarely gets the attention of tennis or squash. That is a shame, because it is one of the most accessible sports there is: a racquet, a tube of shuttles and a court is all you need.',
      'At a social level the game is gentle and sociable; at the top level the shuttle leaves the racquet faster than any other ball in sport. Doubles is especially good fun, with quick exchanges at the net and plenty of laughter.',
      'Most venues rent racquets and sell shuttles at reception, so you can try it without buying anything. Book a court for an hour with three friends and see why so many people are hooked.',
      'Once you are ready for more, many centres run club nights and coaching sessions for every level.',
    ].join('\n\n'),
    author: 'Daniel Wu',
    category: 'Sports',
    featured: false,
    sport: 'Badminton',
    readTime: '5 min read',
    daysAgo: 34,
  },
];
