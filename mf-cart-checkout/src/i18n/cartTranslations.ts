const en = {
  "icon": { "label": "Cart, {{count}} items" },
  "miniCart": { "empty": "Your cart is empty.", "value": "Cart value", "goToCart": "Go to cart" },
  "routes": {
    "cart": {
      "title": "Your cart",
      "intro": "The products you chose."
    },
    "deliveryAndPayment": {
      "title": "Delivery and payment",
      "intro": "Where we send your order and how you pay."
    },
    "order": {
      "title": "Thank you for your order",
      "intro": "We will let you know when it ships."
    }
  }
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const pl: Shape<typeof en> = {
  "icon": { "label": "Koszyk, produkty: {{count}}" },
  "miniCart": { "empty": "Twój koszyk jest pusty.", "value": "Wartość koszyka", "goToCart": "Przejdź do koszyka" },
  "routes": {
    "cart": {
      "title": "Twój koszyk",
      "intro": "Wybrane produkty."
    },
    "deliveryAndPayment": {
      "title": "Dostawa i płatność",
      "intro": "Gdzie wyślemy zamówienie i jak zapłacisz."
    },
    "order": {
      "title": "Dziękujemy za zamówienie",
      "intro": "Damy znać, gdy zostanie wysłane."
    }
  }
};

export const cartTranslations = { en, pl };
