-- Back-office searches (issue 24 #14). The salon search also matches the names of the salon's
-- city and district (lib/db/admin-search.ts: salonOrPlaceMatches): the ids of the matching
-- places are looked up first, then salons by city_id / district_id, alongside the trigram search
-- of salons.search_text. Plain indexes on both let PostgreSQL combine the three (BitmapOr); the
-- existing salons_city_district_idx covers active salons only, the back-office lists passive ones
-- too. (Phones need nothing here: salons and customers keep theirs as 11 bare digits, by check
-- constraint, and the search compares digits with digits.)
create index if not exists salons_city_idx on salons(city_id);
create index if not exists salons_district_idx on salons(district_id);
