import type { Knex } from 'knex';

/**
 * Commodity flows shaped like FHWA's Freight Analysis Framework (FAF5): one row per
 * scale × origin × direction × trading partner × commodity × mode × year, with the three
 * FAF measures. The seeded rows are illustrative (flagged per row and in the API answer).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('commodity_flows', (t) => {
    t.increments('id').primary();
    t.string('scale', 12).notNullable(); // statewide | district
    t.string('origin', 60).notNullable(); // Virginia, or a VDOT construction district
    t.string('direction', 10).notNullable(); // inbound | outbound | within
    t.string('partner', 80).notNullable(); // the other end of the flow
    t.string('commodity', 80).notNullable(); // SCTG commodity group
    t.string('mode', 12).notNullable(); // truck | rail | water | air | multiple | pipeline | other
    t.integer('year').notNullable();
    t.double('tons').notNullable(); // thousand tons
    t.double('value').notNullable(); // million dollars
    t.double('ton_miles').notNullable(); // million ton-miles
    t.boolean('illustrative').notNullable().defaultTo(true);
    // Every filter combination of /api/freight/commodity-flow is a prefix seek on this index.
    t.index(['scale', 'origin', 'direction', 'year', 'mode'], 'commodity_flows_filter_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('commodity_flows');
}
