/** English texts of the exercise atlas: a part of the content namespace, downloaded with the page. */
export const en = {
  meta: {
    atlas: { title: 'Exercise atlas', description: 'More than 40 flywheel exercises explained step by step, with short clips: from the first squat to athletic power work.' },
  },
  atlas: {
    eyebrow: 'Exercise atlas',
    title: 'Every exercise, step by step.',
    lead: 'From the first squat to athletic power work: short clips and clear steps for every movement.',
    counter: 'exercises in the atlas',
    exercise: {
      eyebrow: 'Exercise of the week',
      title: 'Flywheel squat',
      text: 'The foundation of flywheel training. It builds the legs and trunk and teaches you to brake the wheel with control.',
      videoLabel: 'One repetition of the flywheel squat',
      step1: { title: 'Set the inertia', text: 'Put a disc on the flywheel: 10 to start, heavier as you grow stronger.', alt: 'A disc lowered onto the flywheel of the platform' },
      step2: { title: 'Start low', text: 'Stand on the platform, hip belt on, knees bent, back straight.', alt: 'A figure in a deep squat on the platform, holding the handle' },
      step3: { title: 'Drive up', text: 'Stand up as fast as you can: the faster you push, the more the wheel stores.', alt: 'The figure rising from the squat, an arrow pointing up' },
      step4: { title: 'Brake on the way down', text: 'Let the wheel pull you down and brake it in the last third of the movement.', alt: 'The figure standing tall, an arrow pointing down' },
      step5: { title: 'Repeat', text: 'Go straight into the next repetition. Six to eight make a set.', alt: 'The figure sinking into the next squat, a circular arrow beside it' },
    },
    app: {
      title: 'The whole atlas in your pocket',
      text: 'The app guides every exercise, counts your repetitions and measures your power.',
      cta: 'Get the app',
    },
    bannerAlts: {
      squat: 'An athlete squatting on the device, faded earlier phases of the movement behind',
      row: 'An athlete rowing on the device, bent forward over the handle',
      deadlift: 'An athlete in a deadlift on the device, faded earlier phases of the lift behind',
    },
  },
};
