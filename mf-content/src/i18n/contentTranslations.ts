const en = {
  "newsletter": {
    "emailLabel": "Your e-mail address",
    "submit": "Sign up",
    "added": "Added. Thank you for signing up!",
    "alreadyRegistered": "This address is already signed up."
  },
  "routes": {
    "home": {
      "title": "Train with inertia at home",
      "intro": "The flywheel device for strength, power and speed."
    },
    "blog": {
      "title": "Blog",
      "intro": "Articles about flywheel training."
    },
    "article": {
      "title": "Article",
      "intro": "One article."
    },
    "contact": {
      "title": "Contact",
      "intro": "Write to us."
    },
    "inercise": {
      "title": "Discover Inercise",
      "intro": "The device up close."
    },
    "atlas": {
      "title": "Exercise atlas",
      "intro": "More than 40 exercises."
    },
    "application": {
      "title": "Companion app",
      "intro": "Train with the app."
    },
    "partners": {
      "title": "Partners",
      "intro": "Who we work with."
    },
    "privacy": {
      "title": "Privacy policy",
      "intro": "How we handle your data."
    },
    "terms": {
      "title": "Terms of sale",
      "intro": "The rules of the shop."
    },
    "qr": {
      "title": "Device materials",
      "intro": "The manual of your device."
    },
    "qrSerial": {
      "title": "Device materials",
      "intro": "The manual of your device."
    }
  }
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const pl: Shape<typeof en> = {
  "newsletter": {
    "emailLabel": "Twój adres e-mail",
    "submit": "Zapisz się",
    "added": "Dodano. Dziękujemy za zapis!",
    "alreadyRegistered": "Ten adres jest już zapisany."
  },
  "routes": {
    "home": {
      "title": "Trening inercyjny w domu",
      "intro": "Urządzenie zamachowe dla siły, mocy i szybkości."
    },
    "blog": {
      "title": "Blog",
      "intro": "Artykuły o treningu zamachowym."
    },
    "article": {
      "title": "Artykuł",
      "intro": "Jeden artykuł."
    },
    "contact": {
      "title": "Kontakt",
      "intro": "Napisz do nas."
    },
    "inercise": {
      "title": "Poznaj Inercise",
      "intro": "Urządzenie z bliska."
    },
    "atlas": {
      "title": "Atlas ćwiczeń",
      "intro": "Ponad 40 ćwiczeń."
    },
    "application": {
      "title": "Aplikacja",
      "intro": "Trenuj z aplikacją."
    },
    "partners": {
      "title": "Partnerzy",
      "intro": "Z kim współpracujemy."
    },
    "privacy": {
      "title": "Polityka prywatności",
      "intro": "Jak przetwarzamy Twoje dane."
    },
    "terms": {
      "title": "Regulamin sprzedaży",
      "intro": "Zasady sklepu."
    },
    "qr": {
      "title": "Materiały urządzenia",
      "intro": "Instrukcja Twojego urządzenia."
    },
    "qrSerial": {
      "title": "Materiały urządzenia",
      "intro": "Instrukcja Twojego urządzenia."
    }
  }
};

export const contentTranslations = { en, pl };
