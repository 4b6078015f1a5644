CREATE TABLE "search_synonyms" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"terms" text[] NOT NULL,
	"matches" text[] NOT NULL,
	"platforms" text[] DEFAULT '{}' NOT NULL,
	"categories" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "title_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "subtitle_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "button_text_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "platforms" ADD COLUMN "name_ar" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- The synonym groups of core SEARCH_SYNONYMS at this migration; admins edit them from here on.
INSERT INTO "search_synonyms" ("id", "key", "terms", "matches", "platforms", "categories") VALUES
	('seed-ps5', 'ps5', ARRAY['ps 5', 'playstation 5', 'play station 5', 'بلايستيشن 5', 'بلاستيشن 5', 'بليستيشن 5', 'بلي 5', 'بلى 5', 'سوني 5', 'بلاي ستيشن 5', 'بلاي 5']::text[], ARRAY['ps5', 'playstation 5', 'بلايستيشن 5', 'بلاستيشن 5', 'بلي 5', 'سوني 5']::text[], ARRAY['PlayStation 5']::text[], ARRAY[]::text[]),
	('seed-ps4', 'ps4', ARRAY['ps 4', 'playstation 4', 'play station 4', 'بلايستيشن 4', 'بلاستيشن 4', 'بليستيشن 4', 'بلي 4', 'سوني 4', 'بلاي ستيشن 4', 'بلاي 4']::text[], ARRAY['ps4', 'playstation 4', 'بلايستيشن 4', 'بلاستيشن 4', 'بلي 4', 'سوني 4']::text[], ARRAY['PlayStation 4']::text[], ARRAY[]::text[]),
	('seed-playstation', 'playstation', ARRAY['playstation', 'play station', 'ps', 'psn', 'sony', 'سوني', 'بلايستيشن', 'بلاستيشن', 'بليستيشن', 'بلستيشن', 'بلاي ستيشن', 'بلي ستيشن', 'بلي']::text[], ARRAY['playstation', 'ps5', 'ps4', 'sony', 'سوني', 'بلايستيشن', 'بلاستيشن', 'بلي']::text[], ARRAY['PlayStation 5', 'PlayStation 4']::text[], ARRAY[]::text[]),
	('seed-xbox', 'xbox', ARRAY['xbox', 'x box', 'xbox series', 'xbox one', 'series x', 'series s', 'اكس بوكس', 'اكسبوكس', 'اكس بوكس ون', 'اكس بوكس سيريس', 'اكسبكس', 'xbx', 'اكس بكس', 'مايكروسوفت']::text[], ARRAY['xbox', 'اكس بوكس', 'اكسبوكس']::text[], ARRAY['Xbox Series X/S', 'Xbox One']::text[], ARRAY[]::text[]),
	('seed-switch', 'switch', ARRAY['switch', 'nintendo', 'nintendo switch', 'سويتش', 'سوتش', 'سويش', 'نينتندو', 'نينتيندو', 'نينتندو سويتش', 'ننتندو']::text[], ARRAY['switch', 'nintendo', 'سويتش', 'نينتندو']::text[], ARRAY['Nintendo Switch']::text[], ARRAY[]::text[]),
	('seed-pc', 'pc', ARRAY['pc', 'computer', 'steam', 'بي سي', 'كمبيوتر', 'كومبيوتر', 'ستيم']::text[], ARRAY['pc', 'steam', 'بي سي', 'كمبيوتر', 'ستيم']::text[], ARRAY['PC', 'Steam', 'Epic Games']::text[], ARRAY[]::text[]),
	('seed-vr', 'vr', ARRAY['vr', 'quest', 'meta quest', 'oculus', 'نظاره', 'نظارة واقع افتراضي', 'واقع افتراضي', 'كويست', 'اوكولوس']::text[], ARRAY['vr', 'quest', 'oculus', 'نظاره', 'واقع افتراضي']::text[], ARRAY['Meta Quest']::text[], ARRAY[]::text[]),
	('seed-controller', 'controller', ARRAY['controller', 'controllers', 'gamepad', 'joystick', 'joy stick', 'dualsense', 'dual sense', 'dualshock', 'pad', 'دراعه', 'دراعات', 'ذراع', 'ذراعه', 'يد تحكم', 'يد', 'يدين', 'جوستك', 'جويستك', 'جوي ستك', 'جويستيك', 'وحده تحكم', 'وحدات التحكم', 'دوال سنس', 'يد بلي']::text[], ARRAY['controller', 'gamepad', 'joystick', 'dualsense', 'dualshock', 'دراعه', 'ذراع', 'يد تحكم', 'جوستك', 'جويستك', 'وحده تحكم']::text[], ARRAY[]::text[], ARRAY['Controllers']::text[]),
	('seed-headset', 'headset', ARRAY['headset', 'headphones', 'headphone', 'سماعه', 'سماعات', 'سماعه راس', 'هيدسيت']::text[], ARRAY['headset', 'headphones', 'سماعه', 'سماعات']::text[], ARRAY[]::text[], ARRAY['Headsets']::text[]),
	('seed-football', 'football', ARRAY['fifa', 'fc', 'ea fc', 'ea sports fc', 'fc 24', 'fc 25', 'fc 26', 'فيفا', 'فيفا 25', 'اف سي', 'اي اف سي', 'كوره', 'كرة قدم', 'pes', 'efootball', 'بيس']::text[], ARRAY['fifa', 'ea fc', 'fc 24', 'fc 25', 'fc 26', 'فيفا', 'كوره', 'كره قدم', 'efootball', 'pes']::text[], ARRAY[]::text[], ARRAY['Sports']::text[]),
	('seed-games', 'games', ARRAY['games', 'game', 'video games', 'قيمز', 'قيم', 'جيمز', 'جيم', 'العاب', 'لعبه', 'لعبات', 'الالعاب', 'العاب فيديو', 'سيدي', 'cd', 'disc']::text[], ARRAY['game', 'games', 'قيم', 'قيمز', 'لعبه', 'العاب']::text[], ARRAY[]::text[], ARRAY['Video Games']::text[]),
	('seed-console', 'console', ARRAY['console', 'consoles', 'جهاز', 'اجهزه', 'جهاز العاب', 'كونسول']::text[], ARRAY['console', 'جهاز']::text[], ARRAY[]::text[], ARRAY['Consoles']::text[]),
	('seed-gift-card', 'gift-card', ARRAY['gift card', 'card', 'cards', 'بطاقه', 'بطاقات', 'كرت', 'كروت', 'بطاقه شحن', 'ستور', 'psn card']::text[], ARRAY['gift card', 'card', 'بطاقه', 'كرت']::text[], ARRAY[]::text[], ARRAY['Cards']::text[]),
	('seed-racing', 'racing', ARRAY['racing', 'race', 'سباق', 'سباقات', 'تفحيط', 'سيارات']::text[], ARRAY['racing', 'race', 'سباق', 'سيارات']::text[], ARRAY[]::text[], ARRAY['Racing']::text[]),
	('seed-cod', 'cod', ARRAY['cod', 'call of duty', 'كود', 'كول اوف ديوتي', 'كول اف ديوتي']::text[], ARRAY['call of duty', 'cod', 'كود']::text[], ARRAY[]::text[], ARRAY[]::text[]),
	('seed-gta', 'gta', ARRAY['gta', 'grand theft auto', 'قراند', 'جي تي اي', 'جاتا']::text[], ARRAY['gta', 'grand theft auto', 'قراند']::text[], ARRAY[]::text[], ARRAY[]::text[]),
	('seed-spider-man', 'spider-man', ARRAY['spiderman', 'spider man', 'سبايدر مان', 'سبايدرمان']::text[], ARRAY['spider man', 'spiderman', 'سبايدر مان']::text[], ARRAY[]::text[], ARRAY[]::text[]),
	('seed-zelda', 'zelda', ARRAY['zelda', 'زيلدا', 'زلدا']::text[], ARRAY['zelda', 'زيلدا']::text[], ARRAY[]::text[], ARRAY[]::text[]),
	('seed-mario', 'mario', ARRAY['mario', 'ماريو']::text[], ARRAY['mario', 'ماريو']::text[], ARRAY[]::text[], ARRAY[]::text[]),
	('seed-minecraft', 'minecraft', ARRAY['minecraft', 'ماين كرافت', 'ماينكرافت', 'ماين']::text[], ARRAY['minecraft', 'ماين كرافت', 'ماينكرافت']::text[], ARRAY[]::text[], ARRAY[]::text[])
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
-- The base catalogue's platforms get their Arabic names where an admin has not set one.
UPDATE "platforms" SET "name_ar" = v.name_ar FROM (VALUES
	('PlayStation 5', 'بلايستيشن 5'),
	('PlayStation 4', 'بلايستيشن 4'),
	('Xbox Series X/S', 'إكس بوكس سيريس X/S'),
	('Xbox One', 'إكس بوكس ون'),
	('Nintendo Switch', 'نينتندو سويتش'),
	('PC', 'الكمبيوتر'),
	('Steam', 'ستيم'),
	('Epic Games', 'إيبك قيمز'),
	('Mobile', 'الجوال'),
	('Meta Quest', 'ميتا كويست')
) AS v(name, name_ar) WHERE "platforms"."name" = v.name AND "platforms"."name_ar" = '';
