const en = {
  "panel": {
    "greeting": "Hello, {{email}}",
    "myOrders": "My orders",
    "changePassword": "Change password",
    "resetSent": "We have sent a link to change your password to your e-mail.",
    "logout": "Log out",
    "login": "Log in",
    "join": "Join us"
  },
  "routes": {
    "login": {
      "title": "Log in",
      "intro": "Welcome back."
    },
    "register": {
      "title": "Create an account",
      "intro": "Join Inercise."
    },
    "activate": {
      "title": "Account activation",
      "intro": "Activating your account."
    },
    "resetPassword": {
      "title": "Set a new password",
      "intro": "Choose a new password."
    },
    "orders": {
      "title": "Your orders",
      "intro": "Your order history."
    },
    "deleteAccount": {
      "title": "Delete account",
      "intro": "Remove your account and data."
    }
  }
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const pl: Shape<typeof en> = {
  "panel": {
    "greeting": "Cześć, {{email}}",
    "myOrders": "Moje zamówienia",
    "changePassword": "Zmień hasło",
    "resetSent": "Wysłaliśmy na Twój e-mail link do zmiany hasła.",
    "logout": "Wyloguj się",
    "login": "Zaloguj się",
    "join": "Dołącz do nas"
  },
  "routes": {
    "login": {
      "title": "Zaloguj się",
      "intro": "Witaj ponownie."
    },
    "register": {
      "title": "Załóż konto",
      "intro": "Dołącz do Inercise."
    },
    "activate": {
      "title": "Aktywacja konta",
      "intro": "Aktywujemy Twoje konto."
    },
    "resetPassword": {
      "title": "Ustaw nowe hasło",
      "intro": "Wybierz nowe hasło."
    },
    "orders": {
      "title": "Twoje zamówienia",
      "intro": "Historia Twoich zamówień."
    },
    "deleteAccount": {
      "title": "Usuń konto",
      "intro": "Usuń konto i dane."
    }
  }
};

export const accountTranslations = { en, pl };
