CREATE TABLE "subscription_requests" (
	"user_id" integer NOT NULL,
	"component_id" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscription_requests_user_id_component_id_pk" PRIMARY KEY("user_id","component_id")
);
--> statement-breakpoint
ALTER TABLE "subscription_requests" ADD CONSTRAINT "subscription_requests_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_requests" ADD CONSTRAINT "subscription_requests_component_id_product_components_component_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."product_components"("component_id") ON DELETE cascade ON UPDATE no action;