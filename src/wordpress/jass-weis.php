<?php
/**
 * Plugin Name: jass-weis
 * Description: Which Weis wins, and why: the jass-weis figure as a block ("Jass Weis figure") and a shortcode ([jass_weis hands="…" trump="S" lang="de-CH"]).
 * Version: 0.1.0
 * Requires at least: 6.1
 * Requires PHP: 7.4
 * License: MIT
 * Text Domain: jass-weis
 */

defined( 'ABSPATH' ) || exit;

/**
 * The element's attributes a block or a shortcode may set (the element's own names): the
 * figure's parameters, written beside this file at build time from the core's registry of table
 * settings (`attributes.json`).
 */
function jass_weis_attributes() {
	static $names = null;
	if ( null === $names ) {
		$read  = json_decode( (string) file_get_contents( __DIR__ . '/attributes.json' ), true );
		$names = is_array( $read ) ? array_values( array_filter( $read, 'is_string' ) ) : array( 'hands', 'rules', 'trump', 'lang', 'names' );
	}
	return $names;
}

/** The element (every language and the card faces inside: one file), the block's editor, the block and the shortcode. */
function jass_weis_register() {
	wp_register_script( 'jass-weis-calculator', plugins_url( 'jass-weis-calculator-all.js', __FILE__ ), array(), '0.1.0', true );
	wp_register_script(
		'jass-weis-editor',
		plugins_url( 'editor.js', __FILE__ ),
		array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components' ),
		'0.1.0',
		true
	);
	register_block_type( __DIR__ . '/block.json', array( 'render_callback' => 'jass_weis_render_block' ) );
	add_shortcode( 'jass_weis', 'jass_weis_shortcode' );
}
add_action( 'init', 'jass_weis_register' );

/** The element's script is an ES module. */
function jass_weis_module_tag( $tag, $handle ) {
	return 'jass-weis-calculator' === $handle ? str_replace( ' src=', ' type="module" src=', $tag ) : $tag;
}
add_filter( 'script_loader_tag', 'jass_weis_module_tag', 10, 2 );

/** In the editor, the block's preview is the element itself. */
function jass_weis_editor_assets() {
	wp_enqueue_script( 'jass-weis-calculator' );
}
add_action( 'enqueue_block_editor_assets', 'jass_weis_editor_assets' );

/**
 * The block is saved as static HTML (the element and the figure in text, shown without script):
 * on the page, only the element's script is added, which draws the figure over it.
 */
function jass_weis_render_block( $attributes, $content ) {
	wp_enqueue_script( 'jass-weis-calculator' );
	return jass_weis_room_style() . $content;
}

/**
 * Once per page, before the first figure: where script runs, the element keeps the height the
 * figure had in the editor (the block's `--jass-weis-height`) until it draws itself, so the page
 * below does not move. Without script the text alone shows, with no room added.
 */
function jass_weis_room_style() {
	static $printed = false;
	if ( $printed ) {
		return '';
	}
	$printed = true;
	return '<style id="jass-weis-room">@media (scripting: enabled) { .wp-block-jass-weis-figure > jass-weis-calculator:not(:defined) { display: block; min-height: var(--jass-weis-height, auto); } }</style>';
}

/**
 * [jass_weis hands="H9 HT HJ HQ HK|HA DA SA CA" trump="S" lang="de-CH" names="Anna|Beat"]: the
 * element with its attributes, every value escaped. Without script, the hands as typed (or, with
 * the `jass_weis_service` option set to a figure service, its picture of the table).
 */
function jass_weis_shortcode( $atts ) {
	$atts = array_filter( shortcode_atts( array_fill_keys( jass_weis_attributes(), '' ), $atts, 'jass_weis' ), 'strlen' );
	wp_enqueue_script( 'jass-weis-calculator' );
	$html = '<jass-weis-calculator readonly';
	foreach ( $atts as $name => $value ) {
		$html .= ' ' . $name . '="' . esc_attr( $value ) . '"';
	}
	$html   .= '>';
	$service = get_option( 'jass_weis_service', '' );
	if ( $service ) {
		$html .= '<img src="' . esc_url( untrailingslashit( $service ) . '/figure.svg?' . http_build_query( $atts, '', '&', PHP_QUERY_RFC3986 ) ) . '" alt="' . esc_attr( isset( $atts['hands'] ) ? $atts['hands'] : '' ) . '">';
	} elseif ( isset( $atts['hands'] ) ) {
		$html .= '<p class="jass-weis-fallback">' . esc_html( $atts['hands'] ) . '</p>';
	}
	return $html . '</jass-weis-calculator>';
}

/** Authors and contributors keep the element in what they save (kses would strip an unknown tag). */
function jass_weis_allowed_html( $tags ) {
	$tags['jass-weis-calculator'] = array_fill_keys( array_merge( jass_weis_attributes(), array( 'readonly', 'class' ) ), true );
	$tags['div']['lang']          = true;
	$tags['th']['scope']          = true;
	return $tags;
}
add_filter( 'wp_kses_allowed_html', 'jass_weis_allowed_html' );
