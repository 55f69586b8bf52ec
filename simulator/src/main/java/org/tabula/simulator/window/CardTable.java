package org.tabula.simulator.window;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.GridLayout;
import java.awt.Insets;
import java.awt.datatransfer.DataFlavor;
import java.awt.datatransfer.StringSelection;
import java.awt.datatransfer.Transferable;
import java.awt.datatransfer.UnsupportedFlavorException;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTabbedPane;
import javax.swing.SwingConstants;
import javax.swing.TransferHandler;
import javax.swing.UIManager;

import org.tabula.display.text.Language;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.cards.CardTile;
import org.tabula.firmware.cards.Deck;
import org.tabula.firmware.cards.Decks;
import org.tabula.simulator.devices.SimReaders;
import org.tabula.simulator.devices.VirtualTags;

/**
 * The reader pads and the decks as card tiles: click a tile then a pad to tap that card on that
 * reader, or drag the tile onto the pad. A tile taps the card's simulated sticker, so the card
 * must be enrolled (the simulator enrols its stickers on the first run; the enrol menu works too).
 */
final class CardTable extends JPanel {
    private static final long serialVersionUID = 1L;

    private final transient SimReaders readers;
    private final List<JLabel> pads = new ArrayList<>();
    private final JLabel noReader = new JLabel("", SwingConstants.CENTER);
    private final JTabbedPane decks = new JTabbedPane();
    private final transient Map<JButton, Card> tiles = new LinkedHashMap<>();
    private Card selected;
    private transient Language language;
    /** The seats the pads are named after now; null for none. */
    private List<String> named;
    private JButton selectedTile;

    CardTable(SimReaders readers, Language language) {
        super(new BorderLayout(4, 4));
        this.readers = readers;
        JPanel padRow = new JPanel(new GridLayout(1, Math.max(1, readers.count()), 6, 6));
        for (int reader = 0; reader < readers.count(); reader++) {
            padRow.add(pad(reader));
        }
        if (readers.count() == 0) {
            padRow.add(noReader);
        }
        add(padRow, BorderLayout.NORTH);
        for (Deck<?> deck : Decks.all()) {
            decks.addTab("", new JScrollPane(tiles(deck)));
        }
        // The arrow keys are the box's LEFT and RIGHT: the tabs must not take them.
        decks.setFocusable(false);
        add(decks, BorderLayout.CENTER);
        speak(language);
    }

    /** Puts every label and hint in {@code language}, the pads named for no game in particular. */
    void speak(Language language) {
        this.language = language;
        named = null;
        noReader.setText(language.format("sim.noReader"));
        for (int reader = 0; reader < pads.size(); reader++) {
            String role = readers.count() >= 2 ? (reader == 0 ? language.format("sim.readerFirstSeat") : language.format("sim.readerSeat", reader + 1))
                    : language.format("sim.readerTable");
            name(reader, role);
            pads.get(reader).setToolTipText(language.format("sim.padHint"));
        }
        for (Deck<?> deck : Decks.all()) {
            decks.setTitleAt(Decks.all().indexOf(deck), language.format(deck.title()));
        }
        tiles.forEach((tile, card) -> tile.setToolTipText(language.format(card.deck().tile(card).hint())));
    }

    /**
     * Names each pad after the seat whose reader it is in the game being played ({@code seats}: the
     * seats' names), as the box routes taps: a reader per seat when there are enough, else the
     * first reader for the whole table; null for no game (the pads' plain names).
     */
    void seats(List<String> seats) {
        if (java.util.Objects.equals(seats, named)) {
            return;
        }
        named = seats;
        if (seats == null) {
            speak(language);
            return;
        }
        boolean ownReaders = readers.count() >= seats.size();
        for (int reader = 0; reader < pads.size(); reader++) {
            name(reader, ownReaders ? (reader < seats.size() ? seats.get(reader) : "") : reader == 0 ? language.format("sim.readerTable") : "");
        }
    }

    private void name(int reader, String role) {
        pads.get(reader).setText("<html><center>" + language.format("sim.reader", reader) + "<br>" + role + "</center></html>");
    }

    /** The reader pads' labels, for tests. */
    List<String> padLabels() {
        return pads.stream().map(JLabel::getText).toList();
    }

    private JComponent pad(int reader) {
        JLabel pad = new JLabel("", SwingConstants.CENTER);
        pads.add(pad);
        pad.setOpaque(true);
        pad.setBackground(new Color(0x30343C));
        pad.setForeground(Color.WHITE);
        pad.setPreferredSize(new Dimension(150, 60));
        pad.setBorder(BorderFactory.createDashedBorder(Color.LIGHT_GRAY, 2, 4, 2, true));
        pad.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                if (selected != null) {
                    tap(reader, selected);
                    select(null, null);
                }
            }
        });
        pad.setTransferHandler(new TransferHandler() {
            private static final long serialVersionUID = 1L;

            @Override
            public boolean canImport(TransferSupport support) {
                return support.isDataFlavorSupported(DataFlavor.stringFlavor);
            }

            @Override
            public boolean importData(TransferSupport support) {
                try {
                    String text = (String) support.getTransferable().getTransferData(DataFlavor.stringFlavor);
                    Optional<Card> card = CardRegistry.parse(text);
                    card.ifPresent(c -> tap(reader, c));
                    return card.isPresent();
                } catch (UnsupportedFlavorException | IOException e) {
                    return false;
                }
            }
        });
        return pad;
    }

    private void tap(int reader, Card card) {
        readers.tap(reader, VirtualTags.uid(card), Optional.empty());
    }

    private JPanel tiles(Deck<?> deck) {
        JPanel grid = new JPanel(new GridLayout(0, deck.tilesInRow(), 2, 2));
        for (Card card : deck.cards()) {
            grid.add(tile(card));
        }
        return grid;
    }

    private JButton tile(Card card) {
        // As the card's deck draws it: a copy (the box tells the Spite deck's two packs apart) beside the face.
        CardTile drawn = card.deck().tile(card);
        JButton tile = new JButton(drawn.subscript().isEmpty() ? drawn.label() : "<html>" + drawn.label() + "<sub>" + drawn.subscript() + "</sub></html>");
        tile.setMargin(new Insets(1, 1, 1, 1));
        tile.setFocusable(false);
        tiles.put(tile, card);
        drawn.background().ifPresent(rgb -> tile.setBackground(new Color(rgb)));
        drawn.foreground().ifPresent(rgb -> tile.setForeground(new Color(rgb)));
        tile.addActionListener(e -> select(selected == card ? null : card, tile));
        tile.setTransferHandler(new TransferHandler() {
            private static final long serialVersionUID = 1L;

            @Override
            public int getSourceActions(JComponent c) {
                return COPY;
            }

            @Override
            protected Transferable createTransferable(JComponent c) {
                return new StringSelection(card.ndefText());
            }
        });
        tile.addMouseMotionListener(new MouseAdapter() {
            @Override
            public void mouseDragged(MouseEvent e) {
                tile.getTransferHandler().exportAsDrag(tile, e, TransferHandler.COPY);
            }
        });
        return tile;
    }

    private void select(Card card, JButton tile) {
        if (selectedTile != null) {
            selectedTile.setBorder(UIManager.getBorder("Button.border"));
        }
        selected = card;
        selectedTile = card == null ? null : tile;
        if (selectedTile != null) {
            selectedTile.setBorder(BorderFactory.createLineBorder(Color.MAGENTA, 3));
        }
    }
}
