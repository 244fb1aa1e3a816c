/** Price of every catalogue product, in dollars per kg (spec section 9: "Unit price 1.8 per kg"). */
export const UNIT_PRICE = 1.8;

/** A dish sold in the shop, mapped from the external meal catalogue. */
export type Product = {
  id: string;
  title: string;
  /** Absolute URL of the dish's picture. */
  image: string;
  /** Dollars per kg; always UNIT_PRICE. */
  unit_price: number;
  category_title: string;
  /** Cooking instructions; '' when the call that produced the product does not carry them. */
  instructions: string;
};

/** A group of dishes in the meal catalogue. */
export type Category = {
  id: string;
  title: string;
  /** Absolute URL of the category's picture. */
  image: string;
};
