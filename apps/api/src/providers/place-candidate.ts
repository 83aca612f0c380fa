/** A place as the places provider returns it (country and state not yet resolved). */
export type PlaceCandidate = {
  place_id: string;
  main_text: string;
  secondary_text: string;
  address: string;
  address_2: string | null;
  city: string;
  zipcode: string;
  country_code: string;
  state_code: string | null;
  phone: string | null;
  website: string | null;
  category: string | null;
};
