/** English texts of the device manual page (/qr): a part of the content namespace, downloaded with the page. */
export const en = {
  meta: {
    qr: { title: 'Device manual', description: 'Download the manual of your Inercise device as a PDF: how to set it up and train safely, found by the serial number on its QR code.' },
  },
  qr: {
    eyebrow: 'Device materials',
    title: 'The manual of your device',
    lead: 'Everything you need to set up and train safely, as a PDF.',
    serial: 'Serial number',
    noSerial: 'No serial number: you will get the general manual.',
    download: 'Download the manual (PDF)',
    downloading: 'Preparing the manual…',
    downloaded: 'The manual of your device has been downloaded.',
    general: 'We have no separate manual for this serial number, so the general manual has been downloaded.',
    failed: 'We could not download the manual. Please try again.',
    register: 'Register this device',
    guest: 'Is this device yours?',
    login: 'Log in to register it to your account',
    myDevices: 'Go to My devices',
    registerWithCode: 'Register it in My devices with the code from its label',
    registerResult: {
      registered: 'The device is registered to your account.',
      notFound: 'We do not know a device with this serial number and label code.',
      elsewhere: 'This device is registered to another account. If it is yours, contact us.',
      failed: 'We could not register the device. Please try again.',
    },
  },
};
