/** English texts of the companion app page: a part of the content namespace, downloaded with the page. */
export const en = {
  meta: {
    application: { title: 'Companion app', description: 'The Inercise app measures every repetition: power, speed and progress on iOS and Android.' },
  },
  application: {
    eyebrow: 'Companion app',
    title: 'Every repetition, measured.',
    lead: 'The Inercise app connects to the device and shows your power, speed and progress in real time. Free for iOS and Android.',
    ios: 'Download the iOS app',
    android: 'Download the Android app',
    screenAlt: 'The training screen of the app: power 1 284 W, repetitions, inertia and speed',
    stepsTitle: 'Start in four steps',
    steps: {
      mobile: { title: 'Mobile device', text: 'A phone or tablet with Bluetooth, iOS 15 or Android 10 or newer.' },
      disk: { title: 'Device disk', text: 'Put the disc of your choice on the flywheel; the app recognises its size.' },
      download: { title: 'Download', text: 'Install the app from the store and pair it with the platform.' },
      training: { title: 'Training', text: 'Pick an exercise and start: every repetition appears live on the screen.' },
    },
  },
};
