-- Recent Activity of the trader dashboard records what happened, when it happened: one row each time an order,
-- a listing or a withdrawal is created or changes status, written in the same transaction as the change, by every
-- path that makes it (checkout, the seller, the buyer, an admin, the sweeper). A stock change that leaves the
-- status alone is not an event. clock_timestamp() keeps the order of several events of one transaction.
CREATE OR REPLACE FUNCTION gs_order_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO seller_activity (id, seller_id, kind, subject_id, name, status, amount_halalas, created_at)
  VALUES (gen_random_uuid()::text, NEW.seller_id, 'order', NEW.id, '#' || NEW.number, NEW.status, NEW.escrow, clock_timestamp());
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION gs_listing_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO seller_activity (id, seller_id, kind, subject_id, name, status, amount_halalas, created_at)
  VALUES (gen_random_uuid()::text, NEW.seller_id, 'product', NEW.id, NEW.title, NEW.status, NEW.price_halalas, clock_timestamp());
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION gs_withdrawal_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO seller_activity (id, seller_id, kind, subject_id, name, status, amount_halalas, created_at)
  VALUES (gen_random_uuid()::text, NEW.user_id, 'withdrawal', NEW.id, '', NEW.status, NEW.amount_halalas, clock_timestamp());
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_activity_insert AFTER INSERT ON orders FOR EACH ROW EXECUTE FUNCTION gs_order_activity();
--> statement-breakpoint
CREATE TRIGGER orders_activity_status AFTER UPDATE OF status ON orders FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION gs_order_activity();
--> statement-breakpoint
CREATE TRIGGER listings_activity_insert AFTER INSERT ON listings FOR EACH ROW EXECUTE FUNCTION gs_listing_activity();
--> statement-breakpoint
CREATE TRIGGER listings_activity_status AFTER UPDATE OF status ON listings FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION gs_listing_activity();
--> statement-breakpoint
CREATE TRIGGER withdrawals_activity_insert AFTER INSERT ON withdrawals FOR EACH ROW EXECUTE FUNCTION gs_withdrawal_activity();
--> statement-breakpoint
CREATE TRIGGER withdrawals_activity_status AFTER UPDATE OF status ON withdrawals FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION gs_withdrawal_activity();
--> statement-breakpoint
-- What already happened before this migration, as far as the rows tell: orders placed and where they are now,
-- withdrawals requested and decided, products as they are now (at their creation, the only time known for sure).
INSERT INTO seller_activity (id, seller_id, kind, subject_id, name, status, amount_halalas, created_at)
SELECT gen_random_uuid()::text, seller_id, 'order', id, '#' || number, 'pending', escrow, created_at FROM orders
UNION ALL
SELECT gen_random_uuid()::text, seller_id, 'order', id, '#' || number, status, escrow, updated_at FROM orders WHERE status <> 'pending'
UNION ALL
SELECT gen_random_uuid()::text, seller_id, 'product', id, title, status, price_halalas, created_at FROM listings
UNION ALL
SELECT gen_random_uuid()::text, user_id, 'withdrawal', id, '', 'pending', amount_halalas, created_at FROM withdrawals
UNION ALL
SELECT gen_random_uuid()::text, user_id, 'withdrawal', id, '', status, amount_halalas, coalesce(decided_at, created_at) FROM withdrawals
  WHERE status <> 'pending';
