/** English texts of the device page (/inercise): a part of the content namespace, downloaded with the page. */
export const en = {
  meta: {
    inercise: { title: 'Discover the device', description: 'The Inercise flywheel device up close: how it works and why it trains you better.' },
  },
  inercise: {
    eyebrow: 'Discover Inercise',
    title: 'A flywheel gym in 68 × 42 cm.',
    lead: 'The whole gym is one spinning disc. Pull the strap, and the flywheel stores your energy; let it wind back, and it hands every joule back to you to brake.',
    cycleLabel: 'The device seen from all sides',
    pause: 'Pause the rotation',
    play: 'Play the rotation',
    how: {
      title: 'How it works',
      text: 'A strap is wound around the axle of the flywheel. As you pull, the wheel speeds up; at the end of the strap it keeps turning and winds it back, so you have to brake the wheel as it pulls you. Pull harder and the return is harder too.',
    },
    built: {
      title: 'Built to last',
      text: 'A steel frame, a machined aluminium flywheel and a strap rated far above what any athlete can pull. Quiet enough for a flat, sturdy enough for a club.',
    },
    measured: {
      title: 'Measured, not guessed',
      text: 'A sensor in the platform sends every repetition to the app: power in watts, speed and the balance between the pull and the return.',
    },
    advantages: {
      eyebrow: 'Advantages',
      title: 'Why people train with Inercise',
      general: {
        title: 'General advantages',
        text: 'Only 12 cm high when folded and light enough to carry, the platform replaces a rack of weights. Nothing to load, nothing to drop, no noise for the neighbours.',
        alt: 'The platform, 68 by 42 centimetres',
      },
      possibilities: {
        title: 'Infinite possibilities',
        text: 'Squats, rows, curls, deadlifts, presses, rotations: with handles, belt and straps you train every muscle group on one device.',
        alt: 'Six exercise cards: squat, row, curl, deadlift, overhead press and deep squat',
      },
      everywhere: {
        title: 'Training everywhere',
        text: 'Living room, balcony, hotel or training camp: it packs flat, needs no power socket and works on any firm floor, indoors or outdoors.',
        alt: 'The device set up in a bright living room',
      },
      injury: {
        title: 'Injury prevention',
        text: 'Eccentric overload strengthens tendons and muscles where injuries start. Physiotherapists use it to bring athletes back safely.',
        alt: 'An athlete beside a chart of concentric and eccentric force curves',
      },
    },
  },
};
