/** English texts of the home page: a part of the content namespace, downloaded with the page. */
export const en = {
  meta: {
    home: {
      title: 'Flywheel strength training at home',
      description: 'Inercise: the compact flywheel device for strength, power and speed at home, with a companion app, blog and exercise atlas.',
    },
  },
  home: {
    hero: {
      eyebrow: 'Flywheel training, at home',
      title: 'Strength without weights.',
      lead: 'A compact flywheel that answers every pull with exactly the resistance you give it. Strength, power and speed in one device that slides under the bed.',
      cta: 'Shop now',
      secondary: 'Discover the device',
      videoLabel: 'The Inercise device with its flywheel spinning',
      play: 'Play the video',
      pause: 'Pause the video',
    },
    features: {
      eyebrow: 'Why inertia',
      title: 'One device. Every kind of strength.',
      inertial: {
        title: 'Inertial training',
        text: 'No plates, no stack. You set the flywheel spinning and brake it on the way back: the resistance is always exactly as hard as you pull.',
        alt: 'Top view of the Inercise platform with arrows showing the flywheel turning',
      },
      strength: {
        title: 'Strength, power and speed',
        text: 'Pull explosively for power, slow and heavy for strength. The eccentric overload of the return phase builds muscle and tendons that last.',
        alt: 'An athlete squatting on the device in front of a power curve',
      },
      spectrum: {
        title: 'A spectrum of possibilities',
        text: 'Four discs from 5 to 50 change the inertia in seconds: from gentle rehabilitation to maximal sprints, for beginners and athletes alike.',
        alt: 'Flywheel discs of sizes 5, 10, 25 and 50 on a light-to-heavy scale',
      },
      app: {
        title: 'Companion app',
        text: 'The app measures power, speed and every repetition in real time, and shows how you progress from week to week.',
        alt: 'The device next to a phone showing the training screen of the app',
      },
    },
    benefits: {
      eyebrow: 'What you gain',
      title: 'Train smarter, recover faster.',
      one: 'Stronger muscles and tendons through eccentric overload',
      two: 'More power and speed for sport and everyday life',
      three: 'Joint-friendly resistance, trusted in rehabilitation',
      four: 'A full workout in 20 minutes, in the corner of a room',
      cta: 'Discover the device',
      alt: 'An athlete pulling the handle of the device in a hinge position',
    },
    device: {
      eyebrow: 'The Inercise set',
      title: 'Everything you need to start.',
      text: 'The platform with its flywheel, the pillar and strap, a handle, hip belt, ankle strap and four discs. Unfolds in a minute, packs flat.',
      includes: 'In the set',
      item1: 'Platform with flywheel and strap',
      item2: 'Folding pillar and handle',
      item3: 'Discs 5, 10, 25 and 50',
      item4: 'Hip belt and ankle strap',
      priceLabel: 'Set price',
      cta: 'See the set',
      alt: 'The complete Inercise set: platform, pillar, handle, four discs, hip belt and ankle strap',
    },
    products: {
      eyebrow: 'Shop',
      title: 'Build your home gym',
      all: 'See all products',
    },
    articles: {
      eyebrow: 'Blog',
      title: 'Latest from the blog',
      all: 'All articles',
    },
  },
};
