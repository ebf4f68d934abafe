const en = {
  "routes": {
    "shop": {
      "title": "Shop",
      "intro": "Every Inercise product, filtered your way."
    },
    "product": {
      "title": "Product",
      "intro": "Product details."
    }
  }
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const pl: Shape<typeof en> = {
  "routes": {
    "shop": {
      "title": "Sklep",
      "intro": "Wszystkie produkty Inercise, przefiltrowane po Twojemu."
    },
    "product": {
      "title": "Produkt",
      "intro": "Szczegóły produktu."
    }
  }
};

export const catalogTranslations = { en, pl };
